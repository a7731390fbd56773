/* See LICENSE file for copyright and license details.
 *
 * parsediff.c: the formats of what a commit changed beside the argv
 * that shapes each: diff-tree's raw records, patch lines and hunk
 * headers, range-diff's lines, blame --incremental's records. Pure
 * functions of a buffer (parse.h); hunk.c pairs and rows the patch
 * lines for the model.
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pipe.h"
#include "parse.h"
#include "util.h"

/* the selected commit's patch, its raw part first; its id is appended */
static const char *const diffargv[] = {
	"git", "diff-tree", "-r", "-p", "--raw", "-z", "-M", "--root", "--cc",
	"--no-commit-id", "--no-ext-diff", "--no-textconv", "--no-color", NULL
};
/* a merge's patch beyond a clean automatic merge, printed as diffargv's
 * (git diff-tree --remerge-diff hits a BUG in git 2.39, git show does
 * not; the prefixes, --no-relative and --submodule=short keep a user's
 * diff config out) */
static const char *const remergeargv[] = {
	"git", "show", "--remerge-diff", "--format=", "--no-show-signature", "-r",
	"-p", "--raw", "-z", "-M", "--src-prefix=a/", "--dst-prefix=b/",
	"--no-relative", "--submodule=short", "--no-ext-diff", "--no-textconv",
	"--no-color", NULL
};
/* the local changes, read as diffargv's output is */
static const char *const unstagedargv[] = {
	"git", "diff-files", "-p", "--raw", "-z", "-M", "--no-ext-diff",
	"--no-textconv", "--no-color", NULL
};
static const char *const stagedargv[] = {
	"git", "diff-index", "-p", "--raw", "-z", "-M", "--cached",
	"--no-ext-diff", "--no-textconv", "--no-color", NULL
};
/* whether there are local changes: the exit status, 1 when there are */
/* are there changes not in the index? Not git diff-files --quiet: it
 * takes stale stat data (a copied work tree, a touch) for a change.
 * git status refreshes the stat data in memory and, with no optional
 * locks, writes nothing back, where git diff --quiet writes the index
 * (builtin/diff.c refresh_index_quietly); parse_unstaged reads it */
static const char *const unstagedprobe[] = {
	"git", "--no-optional-locks", "status", "--porcelain", "-z", "-uno", "--no-renames", NULL
},
	*const stagedprobe[] = { "git", "diff-index", "--cached", "--quiet", NULL };
/* R: two versions of a series; MARK...SELECTED is appended */
const char *const rangeargv[] = {
	"git", "range-diff", "--no-color", "--no-ext-diff", "--no-textconv", NULL
};
/* the file view's annotation: COMMIT -- PATH is appended */
const char *const blameargv[] = {
	"git", "blame", "--incremental", "--no-textconv", NULL
};
/* o: where one line came from; -L N,N REV -- PATH is appended */
const char *const originargv[] = {
	"git", "blame", "--porcelain", "--no-textconv", NULL
};

static int
startswith(const char *s, size_t n, const char *pre)
{
	size_t k = strlen(pre);

	return n >= k && !memcmp(s, pre, k);
}

/* "OLDMODE NEWMODE OLDID NEWID " of one parent's record, up to end */
static void
rawmodes(const char *s, const char *end, RawEntry *e)
{
	const char *f[4], *sp;
	int i;

	for (i = 0; i < 4 && s < end && (sp = memchr(s, ' ', end - s)); i++, s = sp + 1)
		f[i] = s;
	if (i < 4)
		return;
	e->oldmode = strtoul(f[0], NULL, 8);
	e->newmode = strtoul(f[1], NULL, 8);
	e->oldid.s = f[2], e->oldid.n = f[3] - f[2] - 1;
	e->newid.s = f[3], e->newid.n = s - f[3] - 1;
}

long
parse_raw(const char *s, size_t n, RawEntry *e)
{
	const char *nul, *p;
	size_t used;
	int i, colons, renamed;

	memset(e, 0, sizeof(*e));
	if (n == 0)
		return 0;
	if (s[0] != ':')
		return -1;
	if (!(nul = memchr(s, '\0', n)))
		return memchr(s, '\n', n) ? -1 : 0;
	for (colons = 0; colons < (int)(nul - s) && s[colons] == ':'; colons++)
		;
	e->nparents = colons;
	/* the status is the last field of the header */
	for (p = nul; p > s && p[-1] != ' '; p--)
		;
	if (p == s || p == nul)
		return -1;
	e->status = p[0];
	for (i = 1; i < (int)(nul - p) && colons > 1; i++)
		if (p[i] != p[0])
			e->status = 'M';
	renamed = colons == 1 && (e->status == 'R' || e->status == 'C');
	for (i = 1; renamed && p + i < nul && p[i] >= '0' && p[i] <= '9'; i++)
		if (e->score < 1000)  /* git says 0 to 100 */
			e->score = e->score * 10 + (p[i] - '0');
	if (colons == 1)
		rawmodes(s + 1, p, e);
	/* the path, or a rename's or copy's source and then the path */
	for (i = 0, used = nul - s + 1; i < 1 + renamed; i++) {
		if (!(nul = memchr(s + used, '\0', n - used)))
			return 0;
		e->oldpath = e->path;
		e->path.s = s + used;
		e->path.n = nul - (s + used);
		used = nul - s + 1;
	}
	return used;
}

int
parse_patch_line(PatchState *st, const char *s, size_t n)
{
	size_t i;
	int add = 0, del = 0;

	if (startswith(s, n, "diff ")) {
		st->inhunk = 0;
		st->ncols = startswith(s, n, "diff --git ") ? 1 : 2;
		return PatchFile;
	}
	if (st->ncols == 0)
		return PatchText;
	if (n > 0 && s[0] == '@') {
		for (i = 0; i < n && s[i] == '@'; i++)
			;
		if (i >= 2 && i < n && s[i] == ' ') {
			st->inhunk = 1;
			st->ncols = (int)i - 1;
			return PatchHunk;
		}
	}
	if (!st->inhunk)
		return PatchMeta;
	if (n > 0 && s[0] == '\\')
		return PatchNoEol;
	for (i = 0; i < (size_t)st->ncols && i < n; i++) {
		if (s[i] == '+')
			add = 1;
		else if (s[i] == '-')
			del = 1;
		else if (s[i] != ' ')
			return PatchMeta;  /* not a hunk line after all */
	}
	return del ? PatchDel : add ? PatchAdd : PatchContext;
}

/* base, the options (none when o is NULL), a and b, then -- and the
 * paths unless the options want all */
static int
diffargs(const char **out, const char *const *base, const DiffOpts *o,
         const char *a, const char *b, const char *const *paths, int npaths,
         char *num, size_t numcap)
{
	int n = 0, i;

	for (i = 0; base[i]; i++)
		out[n++] = base[i];
	if (o) {
		snprintf(num, numcap, "-U%d", MAX(0, o->context));
		out[n++] = num;
	}
	if (o && o->ignorews)
		out[n++] = "-w";
	if (a)
		out[n++] = a;
	if (b)
		out[n++] = b;
	if (!(o && o->allpaths) && npaths > 0) {
		out[n++] = "--";
		for (i = 0; i < npaths; i++)
			out[n++] = paths[i];
	}
	out[n] = NULL;
	return n;
}

int
parse_diffargv(const char **out, const DiffOpts *o, const char *a,
               const char *b, const char *const *paths, int npaths,
               char *num, size_t numcap)
{
	return diffargs(out, diffargv, o, a, b, paths, npaths, num, numcap);
}

int
parse_remergeargv(const char **out, const DiffOpts *o, const char *id,
                  const char *const *paths, int npaths, char *num, size_t numcap)
{
	return diffargs(out, remergeargv, o, id, NULL, paths, npaths, num, numcap);
}

int
parse_localargv(const char **out, const DiffOpts *o, int staged, int probe,
                const char *const *paths, int npaths, char *num, size_t numcap)
{
	const char *const *base = staged ? (probe ? stagedprobe : stagedargv) :
	                          probe ? unstagedprobe : unstagedargv;

	return diffargs(out, base, probe ? NULL : o, staged ? "HEAD" : NULL, NULL,
	                paths, npaths, num, numcap);
}

/* the unstaged probe's answer: whether a record (XY PATH NUL) has a
 * change in the work tree (Y) */
int
parse_unstaged(const char *s, size_t n)
{
	size_t i = 0;

	while (i + 3 <= n) {
		if (s[i] != '#' && s[i + 1] != ' ')  /* not a ## branch header */
			return 1;
		while (i < n && s[i])
			i++;
		i++;
	}
	return 0;
}

/* a decimal number at s[*i], *i moved past it; -1 when none */
static long
number(const char *s, size_t n, size_t *i)
{
	long v = 0;
	size_t k = *i;

	while (*i < n && s[*i] >= '0' && s[*i] <= '9' && v < 100000000L)
		v = v * 10 + (s[(*i)++] - '0');
	return *i > k ? v : -1;
}

int
parse_hunk(const char *s, size_t n, long *oldno, long *newno)
{
	size_t i = 4;

	if (!startswith(s, n, "@@ -"))
		return -1;
	if ((*oldno = number(s, n, &i)) < 0 ||
	    (i < n && s[i] == ',' && (++i, number(s, n, &i)) < 0) ||
	    i + 2 > n || s[i] != ' ' || s[i + 1] != '+')
		return -1;
	i += 2;
	return (*newno = number(s, n, &i)) < 0 ? -1 : 0;
}

int
parse_hunkcols(const char *s, size_t n, int ncols, long *nos)
{
	size_t i = 0;
	int j;

	while (i < n && s[i] == '@')
		i++;
	if (i != (size_t)ncols + 1 || ncols < 1)
		return -1;
	for (j = 0; j <= ncols; j++) {
		if (i + 2 > n || s[i] != ' ' || s[i + 1] != (j < ncols ? '-' : '+'))
			return -1;
		i += 2;
		if ((nos[j] = number(s, n, &i)) < 0 ||
		    (i < n && s[i] == ',' && (++i, number(s, n, &i)) < 0))
			return -1;
	}
	return i < n && s[i] == ' ' ? 0 : -1;
}

/* a C-quoted path of any length, unquoted, kept (str_keep) */
static const char *
keptpath(const char *s, size_t n)
{
	char *out = ecalloc(1, n + 1);
	const char *kept = str_keep(out, parse_unquote(s, n, out, n + 1));

	free(out);
	return kept;
}

int
parse_diffnames(const char *s, size_t n, const char *path, size_t pn)
{
	char *buf;
	size_t i, k;

	if (!startswith(s, n, "diff --git "))
		return 0;
	if (n >= pn + 3 && !memcmp(s + n - pn, path, pn) &&
	    !memcmp(s + n - pn - 3, " b/", 3))
		return 1;
	/* C-quoted: inside the quotes a quote is \", so ' "b/' starts it */
	for (i = n; i >= 4; i--) {
		/* bytes, not a memcmp at each: under ASan every one is
		 * intercepted, and the fuzz targets spent their time there */
		if (s[i - 4] == ' ' && s[i - 3] == '"' && s[i - 2] == 'b' && s[i - 1] == '/') {
			buf = ecalloc(1, n - i + 4);  /* a path of any length */
			k = parse_unquote(s + i - 3, n - i + 3, buf, n - i + 4);
			k = k == pn + 2 && !memcmp(buf + 2, path, pn);
			free(buf);
			return k;
		}
	}
	return 0;
}

/* s[0..n) as a string in out, cut to cap - 1 bytes */
static size_t
copyspan(char *out, size_t cap, const char *s, size_t n)
{
	n = MIN(n, cap - 1);
	memcpy(out, s, n);
	out[n] = '\0';
	return n;
}

int
parse_blame_line(BlameParse *bp, const char *s, size_t n)
{
	BlameRec *r = &bp->rec;
	const char *v, *sp;
	size_t k = hex_run(s, n), kn;
	long x[3];
	int i;
	char *end, num[32];

	if (!bp->inrec) {
		if ((k != 40 && k != 64) || k == n || s[k] != ' ')
			return -1;
		memset(r, 0, sizeof(*r));
		copyspan(r->hex, sizeof(r->hex), s, k);
		for (i = 0, v = s + k; i < 3; i++) {
			if (v >= s + n || *v != ' ')
				return -1;
			v++;
			copyspan(num, sizeof(num), v, s + n - v);
			x[i] = strtol(num, &end, 10);
			if (end == num || x[i] < 0)
				return -1;
			v += end - num;
		}
		r->orig = x[0], r->final = x[1], r->count = x[2];
		bp->inrec = 1;
		return 0;
	}
	sp = memchr(s, ' ', n);
	kn = sp ? (size_t)(sp - s) : n;
	v = sp ? sp + 1 : s + n;
	copyspan(num, sizeof(num), v, s + n - v);
	if (kn == 8 && !memcmp(s, "filename", 8)) {
		r->filename = keptpath(v, s + n - v);
		bp->inrec = 0;
		return 1;
	} else if (kn == 6 && !memcmp(s, "author", 6)) {
		copyspan(r->author, sizeof(r->author), v, s + n - v);
		r->hasauthor = 1;
	} else if (kn == 11 && !memcmp(s, "author-time", 11)) {
		r->atime = strtoll(num, NULL, 10);
	} else if (kn == 9 && !memcmp(s, "author-tz", 9)) {
		i = atoi(num[0] == '+' || num[0] == '-' ? num + 1 : num);
		r->atz = (num[0] == '-' ? -1 : 1) * (i / 100 * 60 + i % 100);
	} else if (kn == 7 && !memcmp(s, "summary", 7)) {
		copyspan(r->summary, sizeof(r->summary), v, s + n - v);
	} else if (kn == 8 && !memcmp(s, "boundary", 8)) {
		r->boundary = 1;
	} else if (kn == 8 && !memcmp(s, "previous", 8)) {
		k = hex_run(v, s + n - v);
		if ((k == 40 || k == 64) && v + k < s + n && v[k] == ' ') {
			copyspan(r->prevhex, sizeof(r->prevhex), v, k);
			r->prevpath = keptpath(v + k + 1, s + n - v - k - 1);
		}
	}
	return 0;
}

int
parse_blame_porcelain(const char *s, size_t n, BlameRec *r)
{
	BlameParse bp = { 0 };
	const char *nl;
	size_t k;
	int got = 0;

	for (; (nl = memchr(s, '\n', n)); n -= k + 1, s += k + 1) {
		k = nl - s;
		if (got) {  /* the line itself, after a tab */
			*r = bp.rec;
			return k > 0 && s[0] == '\t' ? 0 : -1;
		}
		if ((got = parse_blame_line(&bp, s, k)) < 0)
			return -1;
	}
	return -1;
}

/* one side of a range-diff pair ("%*d:  %s", or "-" and dashes) at s[*i]:
 * the width of its padded number, *i set past its id; 0 when not one */
static size_t
rangeside(const char *s, size_t n, size_t *i)
{
	size_t at = *i, j = *i, id, w;

	while (j < n && s[j] == ' ')
		j++;
	if (j < n && s[j] == '-')
		j++;
	else
		while (j < n && s[j] >= '0' && s[j] <= '9')
			j++;
	if (j == at || s[j - 1] == ' ' || j + 3 > n || s[j] != ':' ||
	    s[j + 1] != ' ' || s[j + 2] != ' ')
		return 0;
	w = j - at;  /* the number's, with its padding */
	j += 3;
	for (id = j; j < n && (s[j] == '-' || hex_run(s + j, 1)); j++)
		;
	if (j == id)
		return 0;
	*i = j;
	return w;
}

/*
 * A pair (" 1:  abc =  1:  def subject", '!' when they differ) heads a
 * commit's part; '<' or '>' with "-:  -------" is a commit of one side.
 * Below a pair the diff of the patches, indented by four, its first
 * sign what changed. A pair is read only whole, both numbers padded to
 * one width, so a quoted message line that looks like one is not.
 */
int
parse_range_line(const char *s, size_t n)
{
	size_t i = 0, w;
	char sign;

	if ((w = rangeside(s, n, &i)) > 0 && i + 3 <= n && s[i] == ' ' &&
	    s[i + 2] == ' ' && (s[i + 1] == '<' || s[i + 1] == '>' ||
	    s[i + 1] == '=' || s[i + 1] == '!')) {
		sign = s[i + 1];
		i += 3;
		if (rangeside(s, n, &i) == w && (i == n || s[i] == ' '))
			return sign == '<' ? PatchDel : sign == '>' ? PatchAdd : PatchFile;
	}
	if (n < 5 || !startswith(s, n, "    "))
		return PatchText;
	if (startswith(s + 4, n - 4, "@@"))
		return PatchHunk;
	for (i = 4; i < 6 && i < n && s[i] == ' '; i++)
		;
	if (startswith(s + i, n - i, "## "))
		return PatchMeta;  /* a section: ## Commit message ##, ## path ## */
	return s[4] == '-' ? PatchDel : s[4] == '+' ? PatchAdd : PatchContext;
}

int
parse_linelog(int *inpatch, const char *s, size_t n, RevLine *r)
{
	if (parse_log(s, n, r) == 0) {
		*inpatch = 0;
		return LineCommit;
	}
	if (!*inpatch && startswith(s, n, "diff --git "))
		*inpatch = 1;
	return *inpatch ? LinePatch : LineSkip;
}

size_t
parse_diffpath(const char *s, size_t n, char *out, size_t cap)
{
	size_t i, k, x;

	out[0] = '\0';
	if (!startswith(s, n, "diff --git ") || cap < 3)
		return 0;
	/* C-quoted: ' "b/' starts the new path (a quote inside is \") */
	for (i = n; i >= 4; i--) {
		if (s[i - 4] == ' ' && s[i - 3] == '"' && s[i - 2] == 'b' && s[i - 1] == '/') {
			if ((k = parse_unquote(s + i - 3, n - i + 3, out, cap)) < 2)
				return out[0] = '\0', 0;
			memmove(out, out + 2, k - 1);
			return k - 2;
		}
	}
	/* "a/X b/X": the halves alike, unless renamed (" b/" may be in X) */
	s += 11, n -= 11;
	x = n >= 5 && (n - 5) % 2 == 0 ? (n - 5) / 2 : 0;
	if (x && !memcmp(s, "a/", 2) && !memcmp(s + 2 + x, " b/", 3) &&
	    !memcmp(s + 2, s + 5 + x, x))
		return copyspan(out, cap, s + 5 + x, x);
	for (i = n; i >= 3; i--)
		if (s[i - 3] == ' ' && s[i - 2] == 'b' && s[i - 1] == '/')
			return copyspan(out, cap, s + i, n - i);
	return 0;
}
