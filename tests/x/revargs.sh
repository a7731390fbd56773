#!/bin/sh
# revargs.sh - arguments go to git rev-list untouched: gitview lists exactly
# git's set for revision ranges, --first-parent, --all, path limiting, ...

. "$(dirname "$0")/../lib.sh"
start_x

in_fixture merges
walk_test topo merges-first-parent --first-parent
walk_test topo merges-range v1.0..main
walk_test topo merges-negative main ^side ^v1.0
walk_test topo merges-path -- sub
walk_test topo merges-path-first-parent --first-parent -- sub
walk_test topo merges-all --all
walk_test topo merges-branches --branches
walk_test topo merges-two-tips side light
walk_test topo merges-n -n 3
walk_test topo merges-merges --merges
walk_test topo merges-symmetric side...main
walk_test topo merges-boundary --boundary v1.0..main
walk_test topo merges-left-right --left-right side...main
walk_test topo merges-grep-spaces -E '--grep=M[0-9] (merge|criss)'

in_fixture linear
walk_test topo linear-grep-regex '--grep=commit [12]$'
walk_test topo linear-skip --skip=2 -n 4
walk_test topo linear-author '--author=A U Thor'

in_fixture skew
walk_test topo skew-range 'HEAD~1^2..HEAD'
walk_test topo skew-path -- c.txt p.txt

in_fixture octopus
walk_test topo octopus-first-parent --first-parent
walk_test topo octopus-range 'HEAD~1^1..HEAD'
