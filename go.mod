module cctree

go 1.26
