#!/bin/sh
# nav.sh - Down/j Up/k Next/Prior Home/End move and stay in range

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
start_x

in_fixture long
git rev-list HEAD > "$TEST_TMP/order"
n=$(wc -l < "$TEST_TMP/order")

gv_open -o "$TEST_TMP/order" start-row0 "$(c 0)"

gv_key k Up k
gv_key j
expect_primary up-at-top-stays "$(c 1)" "$TEST_TMP/order"
gv_key Down
expect_primary Down "$(c 2)" "$TEST_TMP/order"
gv_key j
expect_primary j "$(c 3)" "$TEST_TMP/order"
gv_key Up
expect_primary Up "$(c 2)" "$TEST_TMP/order"
gv_key k
expect_primary k "$(c 1)" "$TEST_TMP/order"
gv_key k
expect_primary k-to-top "$(c 0)" "$TEST_TMP/order"

# a page is more than one row and less than the whole list
gv_key Next
new=$(primary_change "$(c 0)")
r1=$(row_of "$new" "$TEST_TMP/order")
if [ "$r1" -gt 1 ] && [ "$r1" -lt $((n - 1)) ]; then
	pass "Next-moves-a-page"
else
	fail "Next-moves-a-page" "Next from row 0 went to row $r1 of $n"
fi
gv_key Next
new=$(primary_change "$new")
r2=$(row_of "$new" "$TEST_TMP/order")
if [ "$r2" -gt "$r1" ] && [ "$r2" -lt $((n - 1)) ]; then
	pass "Next-again"
else
	fail "Next-again" "second Next went from row $r1 to row $r2"
fi
gv_key Prior
new=$(primary_change "$new")
r3=$(row_of "$new" "$TEST_TMP/order")
if [ "$r3" -lt "$r2" ] && [ "$r3" -ge 0 ]; then
	pass "Prior-moves-up"
else
	fail "Prior-moves-up" "Prior went from row $r2 to row $r3"
fi

# paging past the end stays on the last row; past the top, on the first
i=0
while [ $i -lt 50 ]; do
	gv_key Next
	i=$((i + 1))
done
expect_primary Next-clamps-at-last "$(c $((n - 1)))" "$TEST_TMP/order"
gv_key j Down
gv_key k
expect_primary j-past-end-stays "$(c $((n - 2)))" "$TEST_TMP/order"
i=0
while [ $i -lt 50 ]; do
	gv_key Prior
	i=$((i + 1))
done
expect_primary Prior-clamps-at-first "$(c 0)" "$TEST_TMP/order"
gv_key j
expect_primary j-after-Prior "$(c 1)" "$TEST_TMP/order"

gv_key End
expect_primary End-long "$(c $((n - 1)))" "$TEST_TMP/order"
gv_key Prior
new=$(primary_change "$(c $((n - 1)))")
r=$(row_of "$new" "$TEST_TMP/order")
if [ "$r" -lt $((n - 1)) ] && [ "$r" -gt 0 ]; then
	pass Prior-from-end
else
	fail Prior-from-end "Prior from the last row went to row $r"
fi
gv_key Home
expect_primary Home-long "$(c 0)" "$TEST_TMP/order"

# many keys at once: all are handled, in order
gv_key j j j j j j j j j j j j j j j j j j j j
expect_primary twenty-j "$(c 20)" "$TEST_TMP/order"
gv_key k k k k k
expect_primary five-k "$(c 15)" "$TEST_TMP/order"

quit_check nav-quit
