/* See LICENSE file for copyright and license details.
 *
 * tests/unit/hunk.c: hunk.c's changed words and side by side rows, and
 * parse.c's pieces they and the patch options use (hunk headers, the
 * names of a `diff --git` line, the diff-tree argv). The patches are
 * git diff-tree's, pasted in: a repository with names and mails as in
 * tests/lib/lib.sh, every date @1234567890 +0000; git 2.39. Start reading
 * unit_hunk() at the end.
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "unit.h"

/* git diff-tree -p --no-commit-id -M --root --cc HEAD: three lines with a
 * word changed each, two removed lines alone, a removed-only hunk */
static const char patch_words[] =
	"diff --git a/a.txt b/a.txt\n"
	"index 218b27c..a84d3df 100644\n"
	"--- a/a.txt\n"
	"+++ b/a.txt\n"
	"@@ -1,8 +1,6 @@\n"
	"-the quick brown fox\n"
	"-jumps over\n"
	"-the lazy dog\n"
	"+the quick red fox\n"
	"+leaps over\n"
	"+the lazy cat\n"
	" keep\n"
	" one\n"
	"-two\n"
	"-three\n"
	" four\n"
	"diff --git a/b.txt b/b.txt\n"
	"index 04ec35a..206b378 100644\n"
	"--- a/b.txt\n"
	"+++ b/b.txt\n"
	"@@ -1,3 +1,2 @@\n"
	" x\n"
	"-y\n"
	" z\n";

/* the same of a merge whose conflict was resolved to a third text */
static const char patch_merge[] =
	"diff --cc b.txt\n"
	"index 72c29dd,295e748..ff02851\n"
	"--- a/b.txt\n"
	"+++ b/b.txt\n"
	"@@@ -1,3 -1,3 +1,3 @@@\n"
	"  x\n"
	"- y2\n"
	" -y side\n"
	"++y merged\n"
	"  z\n";

/* a word grown by letters; a C-quoted path whose line gains a digit */
static const char patch_quoted[] =
	"diff --git a/c.c b/c.c\n"
	"index c3e5579..fa2cefc 100644\n"
	"--- a/c.c\n"
	"+++ b/c.c\n"
	"@@ -1 +1 @@\n"
	"-col = 1;\n"
	"+colour = 1;\n"
	"diff --git \"a/n\\tl\" \"b/n\\tl\"\n"
	"index 639c02e..6777327 100644\n"
	"--- \"a/n\\tl\"\n"
	"+++ \"b/n\\tl\"\n"
	"@@ -1 +1 @@\n"
	"-n\tl\n"
	"+n\tl2\n";

#define FEEDMAX 64

/* a patch fed a line at a time as gitview does: each line's text, the
 * line it pairs with, its changed words and the rows side by side */
typedef struct {
	const char *s[FEEDMAX];
	size_t n[FEEDMAX];
	int pair[FEEDMAX];         /* the first line it pairs with, or -1 */
	WordSpan w[FEEDMAX];
	int nlines;
	Side side;
} Fed;

static void
feed(Fed *f, const char *patch)
{
	PatchState st = { 0 };
	HunkPairs p;
	const char *s = patch, *nl;
	WordSpan w;
	int k, j, kind, pairs[WORDCOLS], np;

	memset(f, 0, sizeof(*f));
	memset(&p, 0, sizeof(p));
	f->side.fill = -1;
	for (k = 0; *s && k < FEEDMAX; k++, s = nl + 1) {
		nl = strchr(s, '\n');
		f->s[k] = s;
		f->n[k] = nl - s;
		kind = parse_patch_line(&st, s, nl - s);
		f->w[k].s = f->w[k].e = 0;
		np = hunk_pair(&p, k, kind, s, nl - s, st.ncols, pairs);
		f->pair[k] = np > 0 ? pairs[0] : -1;
		for (j = 0; j < np; j++)
			hunk_words(f->s[pairs[j]], f->n[pairs[j]], s, nl - s, st.ncols,
			           &f->w[pairs[j]], j ? &w : &f->w[k]);
		hunk_side_add(&f->side, kind, s, nl - s, st.ncols);
	}
	f->nlines = k;
	hunk_pairs_free(&p);
}

/* the changed words of line k, as text */
static const char *
words(const Fed *f, int k)
{
	return show(f->s[k] + f->w[k].s, f->w[k].e - f->w[k].s);
}

static int
line(const Fed *f, const char *text)
{
	int k;

	for (k = 0; k < f->nlines; k++)
		if (f->n[k] == strlen(text) && !memcmp(f->s[k], text, f->n[k]))
			return k;
	return -1;
}

static void
expect_words(const Fed *f, const char *old, const char *new, const char *wo,
             const char *wn)
{
	int a = line(f, old), b = line(f, new);

	if (!expect(a >= 0 && b >= 0, "no line %s or %s", old, new))
		return;
	expect(f->pair[b] == a, "%s pairs with line %d, not %s", new, f->pair[b], old);
	expect(!strcmp(words(f, a), wo), "%s: changed %s, expected %s", old, words(f, a), wo);
	expect(!strcmp(words(f, b), wn), "%s: changed %s, expected %s", new, words(f, b), wn);
}

static void
test_words_pairs(void)
{
	Fed f;

	begin("hunk-words-pairs");
	feed(&f, patch_words);
	expect_words(&f, "-the quick brown fox", "+the quick red fox", "brown", "red");
	expect_words(&f, "-jumps over", "+leaps over", "jumps", "leaps");
	expect_words(&f, "-the lazy dog", "+the lazy cat", "dog", "cat");
	expect(f.w[line(&f, "-two")].e == 0, "-two has changed words");
	expect(f.pair[line(&f, " four")] < 0, "a context line pairs");
	hunk_side_free(&f.side);
	end();
	begin("hunk-words-grow-to-words");
	feed(&f, patch_quoted);
	expect_words(&f, "-col = 1;", "+colour = 1;", "col", "colour");
	expect_words(&f, "-n\tl", "+n\tl2", "l", "l2");
	hunk_side_free(&f.side);
	end();
}

static void
test_words_merge(void)
{
	Fed f;

	begin("hunk-words-combined");
	feed(&f, patch_merge);
	expect(f.pair[line(&f, "++y merged")] == line(&f, "- y2"),
	       "++y merged pairs with line %d", f.pair[line(&f, "++y merged")]);
	expect(!strcmp(words(&f, line(&f, "- y2")), "y2"), "- y2: %s", words(&f, line(&f, "- y2")));
	expect(!strcmp(words(&f, line(&f, " -y side")), "side"), " -y side: %s", words(&f, line(&f, " -y side")));
	expect(!strcmp(words(&f, line(&f, "++y merged")), "y merged"), "++y merged: %s", words(&f, line(&f, "++y merged")));
	hunk_side_free(&f.side);
	end();
}

static void
test_words_bounds(void)
{
	WordSpan a, b;
	char *x = ecalloc(1, WORDLINEMAX + 8), *y = ecalloc(1, WORDLINEMAX + 8);

	begin("hunk-words-bounds");
	memset(x, 'a', WORDLINEMAX + 4), memset(y, 'a', WORDLINEMAX + 4);
	x[0] = '-', y[0] = '+', y[10] = 'b';
	hunk_words(x, WORDLINEMAX + 4, y, WORDLINEMAX + 4, 1, &a, &b);
	expect(a.s == a.e && b.s == b.e, "a line past WORDLINEMAX has changed words");
	hunk_words(x, WORDLINEMAX, y, WORDLINEMAX, 1, &a, &b);
	expect(b.s == 1 && b.e == WORDLINEMAX, "within the bound: %u..%u", b.s, b.e);
	hunk_words(S("-abc"), S("+xyz"), 1, &a, &b);
	expect(a.s == a.e, "all of a line differs: no words");
	hunk_words(S("-same"), S("+same"), 1, &a, &b);
	expect(a.s == a.e, "the same line: no words");
	free(x), free(y);
	end();
}

/* rows: left line, right line, left and right numbers */
static void
expect_row(const Fed *f, int r, const char *l, const char *rt, int lno, int rno)
{
	const SideRow *row = &f->side.row[r];

	expect(row->kind == SidePair, "row %d is whole", r);
	expect((l ? line(f, l) : -1) == row->left, "row %d left: line %d, expected %s", r, row->left, l ? l : "none");
	expect((rt ? line(f, rt) : -1) == row->right, "row %d right: line %d, expected %s", r, row->right, rt ? rt : "none");
	expect(row->lno == lno && row->rno == rno, "row %d numbers %d %d, expected %d %d", r, row->lno, row->rno, lno, rno);
}

/* git diff-tree -p of a commit that drops a file's last newline and
 * changes a symlink's target */
static const char patch_noeol[] =
	"diff --git a/f b/f\n"
	"index 01e79c3..5f5fbe7 100644\n"
	"--- a/f\n"
	"+++ b/f\n"
	"@@ -1,3 +1,3 @@\n"
	" 1\n"
	" 2\n"
	"-3\n"
	"+3\n"
	"\\ No newline at end of file\n"
	"diff --git a/link b/link\n"
	"index 4c3a9d8..249315f 120000\n"
	"--- a/link\n"
	"+++ b/link\n"
	"@@ -1 +1 @@\n"
	"-target-one\n"
	"\\ No newline at end of file\n"
	"+target-two\n"
	"\\ No newline at end of file\n";

static void
test_side_rows(void)
{
	Fed f;
	int k;

	begin("hunk-side-rows");
	feed(&f, patch_words);
	for (k = 0; k < 5; k++)
		expect(f.side.row[k].kind == SideWhole && f.side.row[k].left == k, "row %d is not line %d whole", k, k);
	expect_row(&f, 5, "-the quick brown fox", "+the quick red fox", 1, 1);
	expect_row(&f, 6, "-jumps over", "+leaps over", 2, 2);
	expect_row(&f, 7, "-the lazy dog", "+the lazy cat", 3, 3);
	expect_row(&f, 8, " keep", " keep", 4, 4);
	expect_row(&f, 10, "-two", NULL, 6, 0);
	expect_row(&f, 11, "-three", NULL, 7, 0);
	expect_row(&f, 12, " four", " four", 8, 6);
	expect_row(&f, 19, "-y", NULL, 2, 0);
	expect_row(&f, 20, " z", " z", 3, 2);
	expect(f.side.n == 21 && f.side.nlines == f.nlines, "%d rows of %d lines", f.side.n, f.side.nlines);
	expect(f.side.rowof[line(&f, "+the lazy cat")] == 7, "+the lazy cat is on row %d", f.side.rowof[line(&f, "+the lazy cat")]);
	hunk_side_free(&f.side);
	feed(&f, patch_merge);
	for (k = 0; k < f.nlines; k++)
		expect(f.side.row[k].kind == SideWhole, "a combined diff's row %d is split", k);
	hunk_side_free(&f.side);
	/* no newline: the note on the side of the line before it, once a side */
	feed(&f, patch_noeol);
	expect_row(&f, 7, "-3", "+3", 3, 3);
	expect(f.side.row[8].left == -1 && f.side.row[8].right == 9 && f.side.row[8].rno == 0,
	       "f's note: row 8 is %d %d", f.side.row[8].left, f.side.row[8].right);
	expect(f.side.row[14].left == 15 && f.side.row[14].right == 17, "the link's targets: row 14 is %d %d",
	       f.side.row[14].left, f.side.row[14].right);
	expect(f.side.row[15].kind == SidePair && f.side.row[15].left == 16 && f.side.row[15].right == 18 &&
	       f.side.row[15].lno == 0 && f.side.row[15].rno == 0,
	       "the link's notes: row 15 is %d %d (%d %d)", f.side.row[15].left, f.side.row[15].right,
	       f.side.row[15].lno, f.side.row[15].rno);
	expect(f.side.n == 16, "%d rows for the two files, want 16", f.side.n);
	hunk_side_free(&f.side);
	end();
}

static void
test_parse_pieces(void)
{
	const char *const paths[] = { "src", "-odd" };
	const char *argv[DIFFARGVMAX(2)];
	DiffOpts o = { 1, 5, 0 };
	PatchState ps;
	RawEntry re;
	char num[16];
	long a, b;
	int n, k, raw;

	begin("parse-hunk");
	expect(parse_hunk(S("@@ -1,8 +1,6 @@"), &a, &b) == 0 && a == 1 && b == 1, "1,8 +1,6: %ld %ld", a, b);
	expect(parse_hunk(S("@@ -5 +7,0 @@ f()"), &a, &b) == 0 && a == 5 && b == 7, "-5 +7,0: %ld %ld", a, b);
	expect(parse_hunk(S("@@@ -1,3 -1,3 +1,3 @@@"), &a, &b) < 0, "a combined header read");
	expect(parse_hunk(S("@@ -x +1 @@"), &a, &b) < 0, "junk read");
	end();
	begin("parse-diffnames");
	expect(parse_diffnames(S("diff --git a/a.txt b/a.txt"), S("a.txt")), "a.txt");
	expect(!parse_diffnames(S("diff --git a/a.txt b/a.txt"), S("b.txt")), "b.txt");
	expect(parse_diffnames(S("diff --git a/old.txt b/new.txt"), S("new.txt")), "a rename");
	expect(parse_diffnames(S("diff --git \"a/n\\tl\" \"b/n\\tl\""), S("n\tl")), "quoted");
	expect(!parse_diffnames(S("diff --git \"a/n\\tl\" \"b/n\\tl\""), S("n")), "quoted, another");
	end();
	begin("parse-diffargv");
	n = parse_diffargv(argv, &o, "abc", NULL, paths, 2, num, sizeof(num));
	expect(n > 6 && !strcmp(argv[n - 6], "-U5") && !strcmp(argv[n - 5], "-w") &&
	       !strcmp(argv[n - 4], "abc") && !strcmp(argv[n - 3], "--") &&
	       !strcmp(argv[n - 2], "src") && !strcmp(argv[n - 1], "-odd") && !argv[n],
	       "argv ends %s %s %s %s", argv[n - 6], argv[n - 5], argv[n - 4], argv[n - 3]);
	o.ignorews = 0, o.allpaths = 1, o.context = 0;
	n = parse_diffargv(argv, &o, "abc", "def", paths, 2, num, sizeof(num));
	expect(!strcmp(argv[n - 3], "-U0") && !strcmp(argv[n - 2], "abc") &&
	       !strcmp(argv[n - 1], "def"), "compare: %s %s %s", argv[n - 3], argv[n - 2], argv[n - 1]);
	expect(!strcmp(argv[0], "git") && !strcmp(argv[1], "diff-tree"), "not git diff-tree");
	end();
	begin("parse-remergeargv: git show's remerge-diff in diff-tree's shape");
	o.ignorews = 1, o.allpaths = 0, o.context = 4;
	n = parse_remergeargv(argv, &o, "abc", paths, 2, num, sizeof(num));
	expect(n < DIFFARGVMAX(2) && !strcmp(argv[1], "show") && !strcmp(argv[2], "--remerge-diff") &&
	       !strcmp(argv[3], "--format=") && !strcmp(argv[n - 6], "-U4") &&
	       !strcmp(argv[n - 5], "-w") && !strcmp(argv[n - 4], "abc") &&
	       !strcmp(argv[n - 3], "--") && !strcmp(argv[n - 1], "-odd") && !argv[n],
	       "%d words: %s %s ... %s %s %s", n, argv[1], argv[2], argv[n - 6], argv[n - 5], argv[n - 4]);
	for (k = 0, raw = 0; k < n; k++)
		raw |= !strcmp(argv[k], "--raw") << 0 | !strcmp(argv[k], "-z") << 1;
	expect(raw == 3, "no --raw -z: the files pane would be empty");
	end();
	begin("parse-remerge-patch: git show --remerge-diff's lines (git 2.39)");
	memset(&ps, 0, sizeof(ps));
	expect(parse_raw(S(":100644 100644 166fa05 093c2ca M\0f\0"), &re) > 0 && re.status == 'M' &&
	       re.nparents == 1, "raw record: %c, %d parents", re.status, re.nparents);
	expect(parse_patch_line(&ps, S("diff --git a/f b/f")) == PatchFile, "diff --git");
	expect(parse_patch_line(&ps, S("remerge CONFLICT (content): Merge conflict in f")) == PatchMeta,
	       "remerge CONFLICT: not meta");
	expect(parse_patch_line(&ps, S("index 166fa05..093c2ca 100644")) == PatchMeta, "index");
	expect(parse_patch_line(&ps, S("@@ -1,9 +1,5 @@")) == PatchHunk && ps.ncols == 1, "hunk");
	expect(parse_patch_line(&ps, S("-<<<<<<< 75a82ab (main)")) == PatchDel, "a conflict marker removed");
	expect(parse_patch_line(&ps, S(" TWO")) == PatchContext, "context");
	end();
	begin("parse-localargv: the local changes with a commit's options and the view's paths");
	o.ignorews = 1, o.allpaths = 0, o.context = 2;
	n = parse_localargv(argv, &o, 1, 0, paths, 2, num, sizeof(num));
	expect(!strcmp(argv[1], "diff-index") && !strcmp(argv[n - 6], "-U2") &&
	       !strcmp(argv[n - 5], "-w") && !strcmp(argv[n - 4], "HEAD") &&
	       !strcmp(argv[n - 3], "--") && !strcmp(argv[n - 2], "src") &&
	       !strcmp(argv[n - 1], "-odd") && !argv[n],
	       "staged: %s ... %s %s %s %s", argv[1], argv[n - 6], argv[n - 5], argv[n - 4], argv[n - 3]);
	o.allpaths = 1;
	n = parse_localargv(argv, &o, 0, 0, paths, 2, num, sizeof(num));
	expect(!strcmp(argv[1], "diff-files") && !strcmp(argv[n - 1], "-w"),
	       "unstaged, all paths: %s ... %s", argv[1], argv[n - 1]);
	n = parse_localargv(argv, &o, 1, 1, paths, 2, num, sizeof(num));
	expect(n == 8 && !strcmp(argv[1], "diff-index") && !strcmp(argv[2], "--cached") &&
	       !strcmp(argv[3], "--quiet") && !strcmp(argv[4], "HEAD") && !strcmp(argv[5], "--") &&
	       !strcmp(argv[6], "src"), "staged probe: %d words, %s %s %s %s", n, argv[2], argv[3], argv[4], argv[5]);
	n = parse_localargv(argv, &o, 0, 1, paths, 0, num, sizeof(num));
	expect(n == 7 && !strcmp(argv[1], "--no-optional-locks") && !strcmp(argv[2], "status") &&
	       !strcmp(argv[5], "-uno"), "unstaged probe, no paths: %d words, %s %s",
	       n, argv[1], argv[2]);
	end();
	begin("parse-unstaged: git status --porcelain -z: a change in the work tree, or none");
	expect(!parse_unstaged(S("")), "no output");
	expect(!parse_unstaged(S("M  staged.txt\0A  new\0")), "staged only");
	expect(parse_unstaged(S("M  staged.txt\0 M work.txt\0")),
	       "a work tree change after a staged one");
	expect(parse_unstaged(S("UU conflict\0")), "a conflict");
	expect(parse_unstaged(S(" D gone\0")), "a deletion");
	expect(!parse_unstaged(S("## main\0")), "a branch header");
	end();
}

void
unit_hunk(void)
{
	test_words_pairs();
	test_words_merge();
	test_words_bounds();
	test_side_rows();
	test_parse_pieces();
}
