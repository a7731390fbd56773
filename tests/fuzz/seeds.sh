#!/bin/sh
# seeds.sh DIR: seed corpora for the fuzz targets from real git output of
# the fixture repositories (tests/fixtures/basic.sh builds them)
set -e
out=$(mkdir -p "$1" && cd "$1" && pwd)
top=$(cd "$(dirname "$0")/../.." && pwd)
fx=${TEST_OUT:-$top/tests/out}/fixtures
[ -d "$fx/merges" ] || sh "$top/tests/fixtures/basic.sh" >/dev/null
for t in rev batch diff blame ref refentry utf8 pattern words linelog origin; do
	mkdir -p "$out/$t"
done
n=0
for r in "$fx"/*/; do
	[ -d "$r/.git" ] || continue
	n=$((n + 1))
	( cd "$r"
	git rev-list --parents --all > "$out/rev/$n" 2>/dev/null || :
	git rev-list --parents --boundary HEAD~2.. > "$out/rev/$n-b" 2>/dev/null || :
	git rev-list --all 2>/dev/null | head -n 20 | git cat-file --batch > "$out/batch/$n" 2>/dev/null || :
	for c in $(git rev-list --all 2>/dev/null | head -n 5); do
		git diff-tree -r -p --raw -z -M --root --cc --no-commit-id "$c" > "$out/diff/$n-$c"
	done
	f=$(git ls-files | head -n 1)
	[ -n "$f" ] && git blame --incremental HEAD -- "$f" > "$out/blame/$n" 2>/dev/null || :
	# with blame's options as the file view runs them: records of other files
	[ -n "$f" ] && git blame --incremental -w -M -C -C HEAD -- "$f" > "$out/blame/$n-C" 2>/dev/null || :
	[ -n "$f" ] && git log --parents --format=%x01%m%H\ %P -L "1,9:$f" HEAD > "$out/linelog/$n" 2>/dev/null || :
	[ -n "$f" ] && git blame --porcelain -L 1,1 HEAD -- "$f" > "$out/origin/$n" 2>/dev/null || :
	git diff-tree -p --cc --no-commit-id HEAD 2>/dev/null | grep '^@@' > "$out/origin/$n-h" || :
	git for-each-ref --format='%(HEAD) %(objectname) %(objecttype) %(*objectname) %(*objecttype) %(refname)' > "$out/ref/$n"
	git for-each-ref --format='%(refname)%00%(objecttype)%00%(objectname)%00%(*objecttype)%00%(*objectname)%00%(subject)%00%(*subject)%00%(creatordate:short)%00%(*creatordate:short)' \
		refs/heads/ refs/remotes/ refs/tags/ refs/stash refs/bisect/ > "$out/refentry/$n"
	git log --format=%B -n 20 > "$out/utf8/$n" 2>/dev/null || :
	git log --format='%B %h %H' -n 20 > "$out/words/$n" 2>/dev/null || :
	git range-diff --no-color HEAD~3..HEAD~1 HEAD~2..HEAD > "$out/words/$n-r" 2>/dev/null || : )
done
printf 'msg:fix' > "$out/pattern/1"
printf 'author:A U Thor' > "$out/pattern/2"
printf 'path:sub' > "$out/pattern/3"
printf 'adds:(a|b)+' > "$out/pattern/4"
printf 'sha:12ab' > "$out/pattern/5"
printf '\303\251t\303\251 \t\033[31m' > "$out/utf8/x"
# range-diff of series of ten and more: git pads the pair lines' numbers
printf ' 4:  af02e29 <  -:  ------- s: commit 4\n 7:  5c4cc40 !  6:  aa36551 s: 7\n    @@ f7.txt (new)\n    ++changed\n12:  4cf4525 = 11:  965f106 s: 12\n -:  ------- > 12:  6b62ad9 s: added\n101:  c2bd032 = 100:  07c1e4b t\n  -:  ------- > 101:  d718d59 t\n' > "$out/words/r-padded"
