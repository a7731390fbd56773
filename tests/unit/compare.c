/* See LICENSE file for copyright and license details.
 *
 * tests/unit/compare.c: the parsers of the commit pane's compares and
 * links (parse.c): parse_range_line on the real output of git
 * range-diff, and parse_hexword, the scanner that finds the hex words of
 * a message that may name commits.
 */
#include <sys/types.h>

#include <stdio.h>
#include <string.h>

#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "unit.h"

/* git range-diff --no-color v4...v5 of a two-commit series whose first
 * commit was amended (message and content), and v1...v2 of series with
 * commits on one side only: each line, then its kind */
static const struct {
	const char *line;
	int kind;
} rangediff[] = {
	{ "1:  4b6d163 ! 1:  13d6ee5 two: numbers", PatchFile },
	{ "    @@ Metadata", PatchHunk },
	{ "     Author: Seed 65478016 maintainers <maintainers@users.noreply.a-seed-65478016.example>", PatchContext },
	{ "     ", PatchContext },
	{ "      ## Commit message ##", PatchMeta },
	{ "    -    two: numbers", PatchDel },
	{ "    +    two: numbers, and more", PatchAdd },
	{ "     ", PatchContext },
	{ "      ## g (new) ##", PatchMeta },
	{ "     @@", PatchContext },
	{ "    @@ g (new)", PatchHunk },
	{ "     +8", PatchContext },
	{ "     +10", PatchContext },
	{ "    ++more", PatchAdd },
	{ "    -+5", PatchDel },
	{ "2:  95c081b = 2:  7c49f07 three", PatchFile },
	{ "-:  ------- > 1:  2ef6f4b other", PatchAdd },
	{ "2:  6eccb94 < -:  ------- two", PatchDel },
	{ "3:  6eccb94", PatchText },  /* not a line git writes: half a pair */
	{ "10:  6eccb94 = 10:  7f78908 ten", PatchFile },
	/* git range-diff --no-color v1...v2 of a series of twelve (commit 7
	 * changed, 4 dropped, one added at the end): git pads the numbers to
	 * the width of the longest */
	{ " 1:  5eeb2b5 =  1:  66fe8d8 s: commit 1", PatchFile },
	{ " 3:  b6ac8e8 =  3:  9d93158 s: commit 3", PatchFile },
	{ " 4:  af02e29 <  -:  ------- s: commit 4", PatchDel },
	{ " 5:  e6b2191 =  4:  e40df43 s: commit 5", PatchFile },
	{ " 7:  5c4cc40 !  6:  aa36551 s: commit 7", PatchFile },
	{ "    @@ f7.txt (new)", PatchHunk },
	{ "     +7", PatchContext },
	{ "    ++changed", PatchAdd },
	{ " 9:  b52aaca =  8:  cae5f81 s: commit 9", PatchFile },
	{ "10:  3486730 =  9:  9adb477 s: commit 10", PatchFile },
	{ "12:  4cf4525 = 11:  965f106 s: commit 12", PatchFile },
	{ " -:  ------- > 12:  6b62ad9 s: added", PatchAdd },
	/* the same with core.abbrev=12 */
	{ " 1:  5eeb2b5fb9ea =  1:  66fe8d860978 s: commit 1", PatchFile },
	{ " 4:  af02e291a085 <  -:  ------------ s: commit 4", PatchDel },
	/* a series of 101: three digits */
	{ "  1:  64f8afd <   -:  ------- t 1", PatchDel },
	{ "  2:  e4ecac2 =   1:  10e2060 t 2", PatchFile },
	{ " 99:  a4f43a8 =  98:  ffb2a41 t 99", PatchFile },
	{ "101:  c2bd032 = 100:  07c1e4b t 101", PatchFile },
	{ "  -:  ------- > 101:  d718d59 t new", PatchAdd },
	/* not pair lines: the sides' widths differ, a quoted message line */
	{ " 1:  5eeb2b5 = 1:  66fe8d8 s", PatchText },
	{ "         1:  5eeb2b5 = 1:  66fe8d8 s", PatchContext },
	{ "    -:  ------- > 1:  6b62ad9 x", PatchDel },
	{ "", PatchText },
	{ "warning: something", PatchText },
	{ "    ", PatchText },
};

static void
test_range_lines(void)
{
	unsigned int i;
	int k;

	begin("parse_range_line: pair lines head a commit's part, one side's are removed or added, the outer sign colours the rest");
	for (i = 0; i < LEN(rangediff); i++) {
		k = parse_range_line(rangediff[i].line, strlen(rangediff[i].line));
		expect(k == rangediff[i].kind, "\"%s\": kind %d, want %d",
		       show(rangediff[i].line, strlen(rangediff[i].line)), k, rangediff[i].kind);
	}
	end();
}

/* the hex words parse_hexword finds in s, as "word,word" */
static const char *
hexwords(const char *s)
{
	static char out[512];
	size_t at = 0, len, n = strlen(s), o = 0;

	out[0] = '\0';
	while ((len = parse_hexword(s, n, &at)) > 0) {
		o += snprintf(out + o, sizeof(out) - o, "%s%.*s", o ? "," : "", (int)len, s + at);
		at += len;
	}
	expect(at == n, "\"%s\": ends at %zu, not at the end %zu", show(s, n), at, n);
	return out;
}

static void
test_hexwords(void)
{
	static const struct {
		const char *in, *want;
	} cases[] = {
		{ "Reverts 1a2b3c4, as 5d6e7f8a9 said.", "1a2b3c4,5d6e7f8a9" },
		{ "short abc123 is not one; abcdef0 is", "abcdef0" },
		{ "(e8f1326c1)", "e8f1326c1" },
		{ "commit e8f1326c1b4be552892f33af57d50b9051d69b6f", "e8f1326c1b4be552892f33af57d50b9051d69b6f" },
		{ "CAFE1234 upper case too", "CAFE1234" },
		{ "g1234567 x1234567a 1234567g 1234567_8", "" },
		{ "deadbeef/cafebabe-1234567", "deadbeef,cafebabe,1234567" },
		{ "\xc3\xa9" "abcdef01\xc3\xa9", "abcdef01" },
		{ "v1.2.3 and 2009-02-13 and 12345678", "12345678" },
		{ "", "" },
		{ "0123456789012345678901234567890123456789012345678901234567890123", "0123456789012345678901234567890123456789012345678901234567890123" },
		{ "01234567890123456789012345678901234567890123456789012345678901234", "" },
	};
	unsigned int i;
	const char *got;

	begin("parse_hexword: words of 7 to 64 hex digits, a word on its own");
	for (i = 0; i < LEN(cases); i++) {
		got = hexwords(cases[i].in);
		expect(!strcmp(got, cases[i].want), "\"%s\": \"%s\", want \"%s\"",
		       show(cases[i].in, strlen(cases[i].in)), got, cases[i].want);
	}
	end();
}

void
unit_compare(void)
{
	test_range_lines();
	test_hexwords();
}
