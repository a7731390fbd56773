#!/bin/sh
# order.sh - the list holds git's commits, each once, topologically; in git's
# own order when git's stream is already topological or when the user asks
# for --topo-order / --date-order / --author-date-order; Home/End and g/G;
# at start the first row, also when the fix-up moved the first to come.

. "$(dirname "$0")/../lib/lib.sh"
start_x

# without clock skew git's stream is topological and gitview keeps it
for r in linear merges octopus roots; do
	in_fixture $r
	walk_test exact "$r-order"
done

# clock skew: git's stream prints P before its child C; gitview must not
in_fixture skew
git rev-list HEAD > "$TEST_TMP/skew.default"
if is_topo "$TEST_TMP/skew.default" > /dev/null; then
	fail skew-fixture "git's default order has no parent above a child"
else
	pass skew-fixture
fi
walk_test topo skew
walk_test exact skew-topo-order --topo-order
walk_test exact skew-date-order --date-order
walk_test exact skew-author-date-order --author-date-order
in_fixture merges
walk_test exact merges-topo-order --topo-order
walk_test exact merges-date-order --date-order

# k from the last row back to the first visits the same rows reversed
for r in linear merges skew; do
	in_fixture $r
	git rev-list HEAD > "$TEST_TMP/order"
	n=$(wc -l < "$TEST_TMP/order")
	gv_start || continue
	gv_wait_loaded 10
	wait_for 5 _primary_sha
	gv_walk j $((n - 1)) "$TEST_TMP/down" || fail "$r-walk-down" "$GV_WALK_ERR"
	gv_walk k $((n - 1)) "$TEST_TMP/up" || fail "$r-walk-up" "$GV_WALK_ERR"
	awk '{ l[NR] = $0 } END { for (i = NR; i > 0; i--) print l[i] }' "$TEST_TMP/up" > "$TEST_TMP/up.reversed"
	check_file "$r-k-reverses-j" "$TEST_TMP/down" "$TEST_TMP/up.reversed"
	gv_key k Up k
	gv_key j
	expect_primary "$r-k-at-top-stays" "$(sed -n 2p "$TEST_TMP/down")" "$TEST_TMP/order"
	quit_check "$r-walk-up-quit"
done

# Home/End and g/G: first and last commit
for r in linear merges octopus roots skew; do
	in_fixture $r
	git rev-list HEAD > "$TEST_TMP/order"
	first=$(head -n 1 "$TEST_TMP/order")
	last=$(tail -n 1 "$TEST_TMP/order")
	gv_start || continue
	gv_wait_loaded 10
	expect_primary "$r-start-first" "$first" "$TEST_TMP/order"
	if [ $r = skew ]; then
		# the last row is the only commit that is nobody's child here
		last=$(git rev-list --max-parents=0 HEAD)
	fi
	gv_key End
	expect_primary "$r-End" "$last" "$TEST_TMP/order"
	gv_key Home
	expect_primary "$r-Home" "$first" "$TEST_TMP/order"
	gv_key G
	expect_primary "$r-G" "$last" "$TEST_TMP/order"
	gv_key g
	expect_primary "$r-g" "$first" "$TEST_TMP/order"
	quit_check "$r-home-end-quit"
done

# one timestamp on every commit and a branch on each of 5,000: git's
# stream starts at the root (ties keep the refs' order), the fix-up
# moves it to the bottom; the start's selection is the first row, the
# one commit with no child, not the commit git printed first
mkdir -p "$TEST_TMP/onetime"
cd "$TEST_TMP/onetime" || exit 1
git init -q .
awk -v n=5000 -v t="$TEST_EPOCH" 'BEGIN {
	for (i = 1; i <= n; i++) {
		printf "commit refs/heads/b%04d\nmark :%d\n", i, i
		printf "author A U Thor <author@example.com> %d +0000\n", t
		printf "committer C O Mitter <committer@example.com> %d +0000\n", t
		printf "data <<EOF\none time %d\nEOF\n", i
		if (i > 1)
			printf "from :%d\n", i - 1
		printf "M 644 inline f\ndata <<EOF\n%d\nEOF\n\n", i
	}
}' > "$TEST_TMP/onetime.stream"
# a large malloc top pad: fast-import's 60,000 small brk calls take
# half a minute on some machines, a third of a second with it
MALLOC_TOP_PAD_=67108864 git fast-import --quiet < "$TEST_TMP/onetime.stream"
git rev-list --all --parents > "$TEST_TMP/onetime.parents"
awk '{ for (i = 2; i <= NF; i++) parent[$i] = 1; c[NR] = $1 }
	END { for (i = 1; i <= NR; i++) if (!(c[i] in parent)) print c[i] }' \
	"$TEST_TMP/onetime.parents" > "$TEST_TMP/onetime.childless"
tip=$(git rev-parse b5000)
check onetime-fixture-branches 5000 "$(git for-each-ref refs/heads | wc -l)"
check onetime-fixture-tip "$tip" "$(cat "$TEST_TMP/onetime.childless")"
check onetime-fixture-topo-first "$tip" "$(git rev-list --topo-order --all | head -n 1)"
if [ "$(git rev-list --all | head -n 1)" = "$tip" ]; then
	fail onetime-fixture-stream "git's stream starts at the tip: the fix-up has nothing to move"
else
	pass onetime-fixture-stream
fi
if gv_start --all; then
	gv_wait_loaded 20
	expect_primary onetime-start-first-row "$tip" "$TEST_TMP/onetime.parents"
	gv_key Home
	expect_primary onetime-Home-same "$tip" "$TEST_TMP/onetime.parents"
	gv_key j
	expect_primary onetime-j-second "$(git rev-parse b4999)" "$TEST_TMP/onetime.parents"
	quit_check onetime-quit
fi
