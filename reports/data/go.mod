// The committed match records and benchmark results (about 47 MB) are a module of their own only so
// that they stay out of the zip of github.com/cctree/cctree: a program that imports cctree downloads
// the engine, not the data. Nothing here is Go code; the readers open these files by path.
module github.com/cctree/cctree/reports/data

go 1.26.0
