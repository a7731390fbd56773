/* See LICENSE file for copyright and license details.
 *
 * unit: tests of the pure modules (util.c, pipe.c, parse.c, graph.c,
 * listgeom.c, hunk.c) and of the core (gitview.c and its parts), linked
 * with no X and run with no git, one file of tests a module:
 * tests/unit/util.c, pipe.c (the Buf's framing, every split of a stream),
 * parse.c (the parsers of git's formats, range-diff's lines, the hex words
 * of a message), graph.c (order under clock skew, lanes checked against a
 * path-following oracle, refs, walks, the filtered graph, long lines cut),
 * listgeom.c (lane columns squeezed, the columns that give way), hunk.c
 * (changed words, rows side by side), and the core's, on the fixture of
 * core.c, the window being winstub.c: gitview.c (the rows that fit, the
 * status line), list.c (the key actions on the selection, back and
 * forward, the mark, the local rows), pane.c (the commit pane's rows and
 * the patch), find.c (find's stepping, the filter, find in the file
 * view), goto.c (the goto field). The git output they parse (gitout.h)
 * was captured once from small repositories built with pinned names,
 * dates and time zones, and is pasted in with its ids. Each check prints
 * one line, `PASS: name` or `FAIL: name: detail`; the exit status is 1
 * when any failed.
 *
 * This file: the harness (unit.h) and main().
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "unit.h"

/* harness: checks inside a test record the first failure; end() reports */

static const char *tname;
static int nfailed, npassed;
int tfails;
static int nexpects;  /* the checks run in the current test */
static char tdetail[512];

void
begin(const char *name)
{
	tname = name;
	tfails = 0;
	nexpects = 0;
	tdetail[0] = '\0';
}

int
expect(int ok, const char *fmt, ...)
{
	va_list ap;

	nexpects++;
	if (!ok && tfails++ == 0) {
		va_start(ap, fmt);
		vsnprintf(tdetail, sizeof(tdetail), fmt, ap);
		va_end(ap);
	}
	return ok;
}

/* a test that checked nothing fails: its loop ran no time, or its
 * checks were left out, and a PASS would say what no check saw */
void
end(void)
{
	if (!nexpects) {
		printf("FAIL: %s: no expect ran\n", tname);
		nfailed++;
	} else if (tfails) {
		printf("FAIL: %s: %s", tname, tdetail);
		if (tfails > 1)
			printf(" (and %d more)", tfails - 1);
		putchar('\n');
		nfailed++;
	} else {
		printf("PASS: %s\n", tname);
		npassed++;
	}
	fflush(stdout);
}

const char *
show(const char *s, size_t n)
{
	static char out[4][300];
	static int k;
	char *o = out[k = (k + 1) % 4];
	size_t i, j = 0;

	for (i = 0; i < n && j < sizeof(out[0]) - 8; i++) {
		if (i == 60) {
			j += sprintf(o + j, "...");
			break;
		}
		if (s[i] == '"' || s[i] == '\\')
			j += sprintf(o + j, "\\%c", s[i]);
		else if ((unsigned char)s[i] < 0x20 || (unsigned char)s[i] >= 0x7F)
			j += sprintf(o + j, "\\%03o", (unsigned char)s[i]);
		else
			o[j++] = s[i];
	}
	o[j] = '\0';
	return o;
}

/* strict UTF-8, written apart from util.c so the two check each other */
int
validutf8(const char *str, size_t n)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i = 0, k, j;
	long c, min;

	while (i < n) {
		if (s[i] < 0x80) {
			i++;
			continue;
		}
		if (s[i] >= 0xC2 && s[i] <= 0xDF)
			k = 1, c = s[i] & 0x1F, min = 0x80;
		else if (s[i] >= 0xE0 && s[i] <= 0xEF)
			k = 2, c = s[i] & 0x0F, min = 0x800;
		else if (s[i] >= 0xF0 && s[i] <= 0xF4)
			k = 3, c = s[i] & 0x07, min = 0x10000;
		else
			return 0;
		if (i + k >= n)
			return 0;
		for (j = 1; j <= k; j++) {
			if ((s[i + j] & 0xC0) != 0x80)
				return 0;
			c = c << 6 | (s[i + j] & 0x3F);
		}
		if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
			return 0;
		i += k + 1;
	}
	return 1;
}

/* no C0 control, DEL or C1 control */
int
controlfree(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if ((unsigned char)s[i] < 0x20 || s[i] == 0x7F)
			return 0;
		if ((unsigned char)s[i] == 0xC2 && i + 1 < n &&
		    (unsigned char)s[i + 1] >= 0x80 && (unsigned char)s[i + 1] < 0xA0)
			return 0;
	}
	return 1;
}

/* xorshift64*: the same "random" cases on every run */
static unsigned long long rngstate = 88172645463325252ULL;

void
rngseed(unsigned long long s)
{
	rngstate = s * 2685821657736338717ULL + 88172645463325252ULL;
	if (!rngstate)
		rngstate = 1;
}

unsigned int
rnd(unsigned int n)
{
	rngstate ^= rngstate >> 12;
	rngstate ^= rngstate << 25;
	rngstate ^= rngstate >> 27;
	return n ? (unsigned int)((rngstate * 2685821657736338717ULL) >> 33) % n : 0;
}

/* unit -harness: the harness's own tests (tests/lib/harness.sh runs them):
 * a test with no expect fails, one with a true expect passes */
static int
harness(void)
{
	begin("unit-harness-no-expect");
	end();
	begin("unit-harness-one-expect");
	expect(1, "a true expect");
	end();
	return 1;
}

int
main(int argc, char *argv[])
{
	if (argc == 2 && !strcmp(argv[1], "-harness"))
		return harness();
	unit_util();
	unit_usercmd();
	unit_pipe();
	unit_parse();
	unit_graph();
	unit_listgeom();
	unit_core();
	unit_hunk();
	unit_views();
	fprintf(stderr, "unit: %d passed, %d failed\n", npassed, nfailed);
	return nfailed != 0;
}
