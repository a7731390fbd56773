#!/bin/sh
# tests/fixtures.sh - build the fixture repositories under tests/out/fixtures
# from scratch, with fixed identities and dates (see lib.sh), so every run
# sees the same SHA1s. Run from anywhere; takes a second or two.
#
#   linear   10 commits on main, one file
#   merges   branches and merges: a topic merge, a criss-cross merge, a
#            subdirectory sub/ touched by some commits, tags v1.0 (annotated)
#            and light, an unmerged branch "side"
#   octopus  an octopus merge with 20 parents
#   roots    two root commits, merged
#   skew     clock skew: git's default (date) order prints a parent before
#            one of its children
#   empty    git init, no commits
#   long     300 commits on main (scrolling and paging)

. "$(dirname "$0")/lib.sh"

set -e

new_repo()
{
	cd "$FIXTURES"
	git init -q "$1"
	cd "$1"
}

build_linear()
{
	new_repo linear
	for i in 1 2 3 4 5 6 7 8 9; do
		commit_at -f file.txt "$i" "linear: commit $i"
	done
	commit_at -f file.txt 10 'linear: commit 10 with "quotes" and ünïcödé'
}

build_merges()
{
	new_repo merges
	commit_at -f README 1 "merges: A initial"
	commit_at -f README 2 "merges: B second"
	git checkout -q -b topic
	commit_at -f sub/a.txt 3 "merges: T1 topic touches sub"
	git checkout -q main
	commit_at -f main.txt 4 "merges: C main work"
	git checkout -q -b side
	git checkout -q topic
	commit_at -f sub/a.txt 5 "merges: T2 topic touches sub again"
	git checkout -q main
	at 6 git merge -q --no-ff -m "merges: M1 merge topic" topic
	at 6 git tag -a -m "version 1.0" v1.0
	# criss-cross: x and y each merge the other's first commit
	git checkout -q -b x
	commit_at -f x.txt 7 "merges: X1 on x"
	x1=$(git rev-parse HEAD)
	git checkout -q -b y main
	commit_at -f y.txt 8 "merges: Y1 on y"
	y1=$(git rev-parse HEAD)
	git checkout -q x
	at 9 git merge -q --no-ff -m "merges: X2 merge Y1 into x" "$y1"
	git checkout -q y
	at 10 git merge -q --no-ff -m "merges: Y2 merge X1 into y" "$x1"
	git checkout -q x
	at 11 git merge -q --no-ff -m "merges: M2 criss-cross merge of x and y" y
	git checkout -q main
	git merge -q --ff-only x
	commit_at -f sub/b.txt 12 "merges: D main touches sub"
	commit_at -f main.txt 13 "merges: E main after D"
	git tag light
	git checkout -q side
	commit_at -f side.txt 14 "merges: S1 unmerged side branch"
	git checkout -q main
}

build_octopus()
{
	new_repo octopus
	commit_at -f base.txt 1 "octopus: base"
	base=$(git rev-parse HEAD)
	i=1
	while [ $i -le 19 ]; do
		b=$(printf 'b%02d' $i)
		git checkout -q -b "$b" "$base"
		commit_at -f "$b.txt" $((1 + i)) "octopus: $b"
		i=$((i + 1))
	done
	git checkout -q main
	commit_at -f main.txt 30 "octopus: main"
	at 31 git merge -q --no-ff -m "octopus: merge 19 branches" $(git for-each-ref --format='%(refname:short)' 'refs/heads/b*') >/dev/null
	commit_at -f main.txt 32 "octopus: after the merge"
}

build_roots()
{
	new_repo roots
	commit_at -f one.txt 1 "roots: first root"
	commit_at -f one.txt 2 "roots: on first root"
	git checkout -q --orphan other
	git rm -rq --cached .
	rm -f one.txt
	commit_at -f two.txt 3 "roots: second root"
	commit_at -f two.txt 4 "roots: on second root"
	git checkout -q main
	at 5 git merge -q --no-ff --allow-unrelated-histories -m "roots: merge the two roots" other
	commit_at -f one.txt 6 "roots: after the merge"
}

# skew: P is dated in the future on one side, C (a child of P) in the past
# on the other. Popping by date, git prints M A P B C R: P before its child C.
#
#	M(60) = merge(A(50), B(10))
#	A(50) -> P(40) -> R(1)
#	B(10) -> C(5)  -> P(40)
build_skew()
{
	new_repo skew
	commit_at -f r.txt 1 "skew: R root"
	commit_at -f p.txt 40 "skew: P dated in the future"
	git checkout -q -b other
	commit_at -f c.txt 5 "skew: C older than its parent P"
	commit_at -f b.txt 10 "skew: B on other"
	git checkout -q main
	commit_at -f a.txt 50 "skew: A after P"
	at 60 git merge -q --no-ff -m "skew: M merge other" other
	commit_at -f a.txt 61 "skew: N after the merge"
}

build_empty()
{
	new_repo empty
}

build_long()
{
	new_repo long
	awk -v epoch="$TEST_EPOCH" 'BEGIN {
		for (i = 1; i <= 300; i++) {
			msg = sprintf("long: commit %d", i)
			data = sprintf("%d\n", i)
			print "commit refs/heads/main"
			printf "mark :%d\n", i
			printf "author A U Thor <author@example.com> %d +0000\n", epoch + 60 * i
			printf "committer C O Mitter <committer@example.com> %d +0000\n", epoch + 60 * i
			printf "data %d\n%s\n", length(msg), msg
			if (i > 1)
				printf "from :%d\n", i - 1
			printf "M 644 inline n.txt\ndata %d\n%s\n", length(data), data
		}
	}' | git fast-import --quiet
	git reset -q --hard main
}

rm -rf "$FIXTURES"
mkdir -p "$FIXTURES"

build_linear
build_merges
build_octopus
build_roots
build_skew
build_empty
build_long

# sanity: the properties the tests rely on
cd "$FIXTURES/linear"
[ "$(git rev-list --count HEAD)" = 10 ] || { echo "fixtures: linear is not 10 commits" >&2; exit 1; }
cd "$FIXTURES/octopus"
[ "$(git rev-list --parents -n 1 HEAD^ | wc -w)" = 21 ] || { echo "fixtures: octopus merge has not 20 parents" >&2; exit 1; }
cd "$FIXTURES/roots"
[ "$(git rev-list --max-parents=0 HEAD | wc -l)" = 2 ] || { echo "fixtures: roots has not 2 roots" >&2; exit 1; }
cd "$FIXTURES/long"
[ "$(git rev-list --count HEAD)" = 300 ] || { echo "fixtures: long is not 300 commits" >&2; exit 1; }
cd "$FIXTURES/skew"
git rev-list HEAD > "$TEST_TMP/order"
if is_topo "$TEST_TMP/order" > /dev/null; then
	echo "fixtures: skew: git's default order is topological; no skew" >&2
	exit 1
fi
# no skew where the tests compare gitview's order with git's exactly
for r in linear merges octopus roots long; do
	cd "$FIXTURES/$r"
	git rev-list --all > "$TEST_TMP/order"
	is_topo "$TEST_TMP/order" --all > /dev/null || {
		echo "fixtures: $r: git's default order is not topological" >&2
		exit 1
	}
done

touch "$FIXTURES/.stamp"
echo "fixtures: built in $FIXTURES"
