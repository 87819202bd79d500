//go:build !lean

package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/cctree/cctree/claims"
	"github.com/cctree/cctree/internal/atomicfile"
)

// runClaims computes the verdict of every claim in the registry (package claims) from the data
// files and writes the generated table into REPRODUCTION.md (or, with -check, fails when the
// committed table differs from the computed one).
func runClaims(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("claims", "[-data reports/data] [-doc reports/REPRODUCTION.md] [-check] [-papers DIR]", stdout)
	data := fs.String("data", "reports/data", "folder of the committed data files the claims are measured on")
	doc := fs.String("doc", "reports/REPRODUCTION.md", "the document whose generated table is rewritten")
	check := fs.Bool("check", false, "write nothing; exit 1 if the document's table differs from the computed one")
	papers := fs.String("papers", "", "folder of the papers' texts (.txt); if given, every quote is checked against them")
	if err := parse(fs, args); err != nil {
		return err
	}
	if err := claims.Validate(claims.Registry()); err != nil {
		return err
	}
	if *papers != "" {
		if txt, _ := filepath.Glob(filepath.Join(*papers, "*.txt")); len(txt) == 0 {
			return usagef("claims: -papers %s: no .txt files of the papers' texts there", *papers)
		}
		texts, err := claims.Texts(*papers)
		if err != nil {
			return usageError{err}
		}
		if err := claims.CheckQuotes(texts, claims.Registry()); err != nil {
			return err
		}
		if err := claims.CheckMissing(texts, claims.Missing()); err != nil {
			return err
		}
	}
	if st, err := os.Stat(*data); err != nil || !st.IsDir() {
		return usagef("claims: -data %s: not a folder of data files (run from the repository root, or give -data)", *data)
	}
	old, err := os.ReadFile(*doc)
	if err != nil {
		return usagef("claims: -doc %s: %v", *doc, err)
	}
	if _, err := claims.Update(string(old), ""); err != nil { // before the evaluation's 20 s
		return usagef("claims: -doc %s: %v", *doc, err)
	}
	res, err := claims.Evaluate(*data, claims.Registry())
	if err != nil {
		return err
	}
	updated, err := claims.Update(string(old), claims.Table(res))
	if err != nil {
		return usagef("claims: -doc %s: %v", *doc, err)
	}
	switch {
	case *check && updated != string(old):
		return fmt.Errorf("claims: %s: the committed table differs from the verdicts computed from %s (run cctree claims and commit)", *doc, *data)
	case *check:
		fmt.Fprintf(stdout, "claims: %s agrees with its %d rows computed from %s\n", *doc, len(res), *data)
		return nil
	case updated == string(old):
		fmt.Fprintf(stdout, "claims: %s unchanged (%d rows)\n", *doc, len(res))
		return nil
	}
	if err := atomicfile.WriteFile(*doc, []byte(updated)); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "claims: %s: %d rows\n", *doc, len(res))
	return nil
}
