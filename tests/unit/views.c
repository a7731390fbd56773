/* See LICENSE file for copyright and license details.
 *
 * tests/unit/views.c: F4's words (views.c's views_split, views_quote):
 * split at blanks as a shell splits them, quotes and backslashes read as
 * a shell reads them, a quote not closed or words past the room refused;
 * every list of words quoted and split again gives the same words.
 */
#include <sys/types.h>

#include <stdio.h>
#include <string.h>

#include "pipe.h"
#include "util.h"
#include "core.h"
#include "views.h"
#include "unit.h"

/* s splits into want's words (want: NULL-ended), or fails with err */
static void
splits(const char *s, const char *const *want, int err)
{
	const char *words[8];
	char buf[64];
	int n = views_split(s, buf, sizeof(buf), words, LEN(words)), i;

	if (err) {
		expect(n == err, "\"%s\": %d words, want %d", s, n, err);
		return;
	}
	for (i = 0; want[i]; i++)
		;
	if (!expect(n == i, "\"%s\": %d words, want %d", s, n, i))
		return;
	for (i = 0; i < n; i++)
		expect(!strcmp(words[i], want[i]), "\"%s\": word %d \"%s\", want \"%s\"", s, i,
		       words[i], want[i]);
}

static void
split(void)
{
	begin("views-split");
	splits("", (const char *[]){ NULL }, 0);
	splits("  \t ", (const char *[]){ NULL }, 0);
	splits("--all", (const char *[]){ "--all", NULL }, 0);
	splits(" --since=2.weeks\t--all ", (const char *[]){ "--since=2.weeks", "--all", NULL }, 0);
	splits("-- 'a b/c' d", (const char *[]){ "--", "a b/c", "d", NULL }, 0);
	splits("\"a \\\"b\\\" \\x\" ''", (const char *[]){ "a \"b\" \\x", "", NULL }, 0);
	splits("a\\ b 'it'\\''s'", (const char *[]){ "a b", "it's", NULL }, 0);
	splits("--grep='x y'z", (const char *[]){ "--grep=x yz", NULL }, 0);
	splits("'open", NULL, -1);
	splits("a \"open", NULL, -1);
	splits("1 2 3 4 5 6 7 8 9", NULL, -2);
	splits("'0123456789012345678901234567890123456789012345678901234567890123'", NULL, -2);
	end();
}

/* words quoted, then split: the same words back */
static void
roundtrip(void)
{
	static const char *const lists[][4] = {
		{ "--all", "--", "dir with space/f", NULL },
		{ "it's", "\"q\"", "back\\slash", NULL },
		{ "", "tab\there", "-L1,2:f", NULL },
	};
	const char *words[8];
	char text[256], buf[256];
	size_t i;
	int n, k;

	begin("views-quote");
	for (i = 0; i < LEN(lists); i++) {
		for (k = 0; lists[i][k]; k++)
			;
		expect(views_quote(lists[i], k, text, sizeof(text)) == strlen(text),
		       "list %zu: length", i);
		n = views_split(text, buf, sizeof(buf), words, LEN(words));
		if (!expect(n == k, "list %zu: \"%s\" splits into %d words, want %d", i, text, n, k))
			continue;
		for (k = 0; k < n; k++)
			expect(!strcmp(words[k], lists[i][k]), "list %zu: \"%s\": word %d \"%s\"", i,
			       text, k, words[k]);
	}
	views_quote(lists[0], 3, text, sizeof(text));
	expect(!strcmp(text, "--all -- 'dir with space/f'"), "\"%s\"", text);
	expect(views_quote(lists[0], 3, text, 8) == 27 && !strcmp(text, "--all -"),
	       "cut: \"%s\"", text);
	end();
}

void
unit_views(void)
{
	split();
	roundtrip();
}
