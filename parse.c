/* See LICENSE file for copyright and license details.
 *
 * parse.c: git's formats of the history, each read by a pure function
 * of a buffer beside the argv that shapes it: the user's arguments,
 * rev-list's and git log's lines, cat-file's records and their commits,
 * the refs, a message's hex words,
 * C-quoted paths; and the commit-graph files' count of commits, the
 * one that reads files.
 * pipe.c runs git and frames the records; the model reads what these
 * give. What a commit changed is parsediff.c's, which reads these (and
 * never the other way), find's patterns parsefind.c's; parse.h declares
 * all three.
 */
#include <sys/types.h>

#include <errno.h>
#include <limits.h>
#include <iconv.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pipe.h"
#include "parse.h"
#include "util.h"

/* the commits with their parents; the user's arguments follow */
const char *const revlistargv[] = {
	"git", "rev-list", "--parents", "--default", "HEAD", NULL
};
/* commits' text and blobs, asked for an id a line on stdin */
const char *const catfileargv[] = { "git", "cat-file", "--batch", NULL };
/* the labels */
const char *const refargv[] = {
	"git", "for-each-ref", "--format=%(HEAD) %(objectname) %(objecttype) "
	"%(*objectname) %(*objecttype) %(refname)", NULL
};
/* the references view: branches, remotes, tags, the stash and bisect's
 * marks, each with its commit's subject and date (an annotated tag's
 * peeled one level, starred); in version order, as git tag
 * --sort=v:refname (v2.5.0 before v2.50.0) */
const char *const refsargv[] = {
	"git", "for-each-ref", "--sort=v:refname", "--format=%(refname)%00%(objecttype)%00"
	"%(objectname)%00%(*objecttype)%00%(*objectname)%00%(subject)%00"
	"%(*subject)%00%(creatordate:short)%00%(*creatordate:short)",
	"refs/heads/", "refs/remotes/", "refs/tags/", "refs/stash", "refs/bisect/", NULL
};
/* the linked worktrees: each one's HEAD */
const char *const worktreeargv[] = { "git", "worktree", "list", "--porcelain", "-z", NULL };
/* git log when the user's arguments want it: a mark byte sets each
 * commit's line apart from what their options add (-L's patches) */
const char *const logargv[] = {
	"git", "log", "--no-color", "--no-show-signature", "--no-ext-diff",
	"--no-textconv", "--parents", "--format=%x01%m%H %P", "--default", "HEAD",
	NULL
};
/* a commit's notes as git log prints them after its message ("Notes:" or
 * "Notes (REF):", each line indented): oneline's form is the commit's
 * line and then the notes' blocks alone, where a format of ours (%N)
 * would leave git's headers out; in UTF-8, as git keeps notes. The notes
 * options, the commit and "--" follow */
const char *const notesargv[] = {
	"git", "log", "-1", "--pretty=oneline", "--no-decorate", "--no-color",
	"--no-show-signature", "--no-ext-diff", "--no-textconv", "--no-mailmap",
	"--encoding=UTF-8", NULL
};
/* -g: git log's own line for each entry (as --oneline -g) after ours */
const char reflogformat[] = "--format=%x01%m%H%n%x02%gd: %gs";
/* tags of tags, peeled to the end: their names are appended after -- */
const char *const showrefargv[] = { "git", "show-ref", "-d", "--", NULL };
/* user arguments that make git's order the order shown, exactly */
const char *const ownorder[] = {
	"--topo-order", "--date-order", "--author-date-order", "--reverse", NULL
};

/* a lower-case hex digit's value + 1; 0 for any other byte */
static const unsigned char hexplus1[256] = {
	['0'] = 1, ['1'] = 2, ['2'] = 3, ['3'] = 4, ['4'] = 5, ['5'] = 6,
	['6'] = 7, ['7'] = 8, ['8'] = 9, ['9'] = 10, ['a'] = 11, ['b'] = 12,
	['c'] = 13, ['d'] = 14, ['e'] = 15, ['f'] = 16,
};

/* one pass over the line: each digit is checked and decoded once, as a
 * load reads a million lines and most of their bytes are ids */
int
parse_revids(const char *s, size_t n, RevLine *r, unsigned char *ids)
{
	const unsigned char *u;
	size_t i, j, k;
	int hi, lo;

	memset(r, 0, sizeof(*r));
	if (n && strchr("-<>^=+", s[0]))
		r->mark = s[0], s++, n--;
	k = n == 40 || (n > 40 && s[40] == ' ') ? 40 : 64;
	if (n < k || (n + 1) % (k + 1))
		return -1;
	u = (const unsigned char *)s;
	for (i = 0; i < n; i += k + 1) {
		if (i && u[i - 1] != ' ')
			return -1;
		for (j = i; j < i + k; j += 2) {
			if (!(hi = hexplus1[u[j]]) || !(lo = hexplus1[u[j + 1]]))
				return -1;
			if (ids)
				*ids++ = (hi - 1) << 4 | (lo - 1);
		}
	}
	r->hashlen = k;
	r->hex = s;
	r->nids = (n + 1) / (k + 1);
	return 0;
}

int
parse_rev(const char *s, size_t n, RevLine *r)
{
	return parse_revids(s, n, r, NULL);
}

/*
 * Options that only change how git prints its commits or adds to what
 * it prints (a patch, a diffstat): gitview draws its own list and reads
 * a format of its own, so they are not given to git. A name ending in
 * '=' matches alone or with =VALUE, one ending in '*' any argument it
 * begins (--stat-width=N), any other only alone.
 */
static const char *const printopts[] = {
	/* the commit's format */
	"--oneline", "--pretty=", "--format=", "--abbrev-commit",
	"--no-abbrev-commit", "--abbrev=", "--no-abbrev", "--graph", "--decorate=",
	"--no-decorate", "--decorate-refs=", "--decorate-refs-exclude=",
	"--clear-decorations", "--color=", "--no-color", "--date=",
	"--relative-date", "--encoding=", "--expand-tabs=", "--no-expand-tabs",
	"--show-signature",
	"--no-show-signature", "--log-size", "--show-linear-break=", "--header",
	"--timestamp", "--parents", "--children", "--count", "-z",
	/* what git log adds after each commit */
	"-p", "-u", "--patch", "-s", "--no-patch", "--stat*", "--numstat",
	"--shortstat", "--dirstat*", "--summary", "--name-only", "--name-status",
	"--raw", "--patch-with-stat", "--patch-with-raw", "--compact-summary",
};

/* is arg one of opts[0..n)? */
static int
anyopt(const char *arg, const char *const *opts, size_t n)
{
	size_t i, k;
	char how;

	for (i = 0; i < n; i++) {
		k = strlen(opts[i]);
		how = opts[i][k - 1];
		k -= how == '=' || how == '*';
		if (!strncmp(arg, opts[i], k) && (arg[k] == '\0' || how == '*' ||
		    (how == '=' && arg[k] == '=')))
			return 1;
	}
	return 0;
}

/* which notes git log shows after the message: the commit pane's */
static const char *const notesopts[] = {
	"--notes=", "--show-notes=", "--no-notes", "--standard-notes", "--no-standard-notes",
};

int
parse_argkind(const char *arg)
{
	if (anyopt(arg, notesopts, LEN(notesopts)))
		return ArgNotes;
	return anyopt(arg, printopts, LEN(printopts)) ? ArgPrint : ArgGit;
}

/* the last of the options that turn the notes on or off is --no-notes,
 * as git's revision.c reads them: git log would show none, and is not
 * asked (--no-notes --notes=REF shows REF's) */
int
parse_notesoff(const char *const *opts, int n)
{
	int i, off = 0;

	for (i = 0; i < n; i++)
		if (!strcmp(opts[i], "--no-notes"))
			off = 1;
		else if (!strncmp(opts[i], "--notes", 7) || !strncmp(opts[i], "--show-notes", 12))
			off = 0;
	return off;
}

/* notesargv's answer: the notes after the commit's line (oneline's,
 * which ends at the first newline) */
const char *
parse_notes(const char *s, size_t n, size_t *len)
{
	const char *nl = memchr(s, '\n', n);

	*len = nl ? n - (nl + 1 - s) : 0;
	return nl ? nl + 1 : s + n;
}

/* options git log takes and rev-list refuses: the pickaxe, line ranges,
 * --follow, the diff filters */
int
parse_logonly(const char *const *user, int n)
{
	static const char *const logopts[] = {
		"-S*", "-G*", "-L*", "--follow=", "--diff-filter=", "--find-object=",
		"--full-diff=", "--source=", "--use-mailmap=", "--mailmap=",
	};
	int i, how = 0;

	for (i = 0; i < n && strcmp(user[i], "--"); i++) {
		if (anyopt(user[i], logopts, LEN(logopts)))
			how |= LogOnly;
		if (!strncmp(user[i], "-L", 2))
			how |= LogLines;
		if (!strcmp(user[i], "--left-right"))
			how |= LogSides;
		if (!strcmp(user[i], "--follow"))
			how |= LogFollow;
		else if (!strcmp(user[i], "--no-follow"))
			how &= ~LogFollow;
		if (!strcmp(user[i], "-g") || !strcmp(user[i], "--walk-reflogs"))
			how |= LogOnly | LogReflog;
	}
	return how & LogReflog ? how & ~LogFollow : how;  /* git refuses both */
}

int
parse_linekeep(const char *arg)
{
	/* what narrows the commits, with its value in the same word: a
	 * revision, a path, or a word that might be an option's value do not */
	static const char *const keep[] = {
		"--author=*", "--committer=*", "--grep=*", "--since=*", "--until=*",
		"--after=*", "--before=*", "--max-count=*", "--skip=*", "--no-merges",
		"--merges", "--first-parent", "--topo-order", "--date-order",
		"--author-date-order", "-i", "--regexp-ignore-case", "--all-match",
		"--invert-grep", "-E", "--extended-regexp", "-F", "--fixed-strings",
		"--use-mailmap", "--no-use-mailmap", "--mailmap", "--no-mailmap",
	};

	return anyopt(arg, keep, LEN(keep));
}

/* C-quoted paths: below parsediff.c, which reads paths too */
size_t
parse_unquote(const char *s, size_t n, char *out, size_t cap)
{
	static const char esc[] = "a\ab\bt\tn\nv\vf\fr\r\"\"\\\\";
	size_t i, o = 0;
	const char *e;
	int v, k;

	if (cap == 0)
		return 0;
	if (n < 2 || s[0] != '"' || s[n - 1] != '"') {
		n = MIN(n, cap - 1);
		memcpy(out, s, n);
		out[n] = '\0';
		return n;
	}
	for (i = 1; i + 1 < n && o + 1 < cap; i++) {
		if (s[i] != '\\' || i + 2 >= n) {
			out[o++] = s[i];
			continue;
		}
		i++;
		if (s[i] >= '0' && s[i] <= '7') {
			for (v = 0, k = 0; k < 3 && i + 1 < n && s[i] >= '0' && s[i] <= '7';
			     k++, i++)
				v = v * 8 + (s[i] - '0');
			i--;
			out[o++] = (char)v;
		} else if (s[i] && (e = strchr(esc, s[i])) && (e - esc) % 2 == 0) {
			out[o++] = e[1];
		} else {
			out[o++] = s[i];
		}
	}
	out[o] = '\0';
	return o;
}

int
parse_log(const char *s, size_t n, RevLine *r)
{
	if (n < 2 || s[0] != '\001')
		return -1;
	if (s[n - 1] == ' ')  /* a root: no parents after the space */
		n--;
	return parse_rev(s + 1, n - 1, r);
}

int
parse_status(const char *s, size_t n, char *old, char *now, size_t cap)
{
	const char *t1, *t2;

	old[0] = now[0] = '\0';
	if (n < 3 || s[0] < 'A' || s[0] > 'Z' || !(t1 = memchr(s, '\t', n)))
		return -1;
	t2 = memchr(t1 + 1, '\t', s + n - t1 - 1);
	if ((s[0] == 'R' || s[0] == 'C') != (t2 != NULL))
		return -1;
	if (t2)
		parse_unquote(t1 + 1, t2 - t1 - 1, old, cap);
	else
		t2 = t1;
	parse_unquote(t2 + 1, s + n - t2 - 1, now, cap);
	return now[0] && (old[0] || t2 == t1) ? 0 : -1;
}

int
parse_batch(const char *s, size_t n, BatchHdr *h)
{
	size_t k, i, t;

	memset(h, 0, sizeof(*h));
	k = hex_run(s, n);
	if ((k != 40 && k != 64) || k >= n || s[k] != ' ')
		return -1;
	h->hex = s;
	h->hashlen = k;
	i = k + 1;
	if (n - i == 7 && !memcmp(s + i, "missing", 7)) {
		h->missing = 1;
		return 0;
	}
	for (t = 0; i < n && s[i] != ' ' && t + 1 < sizeof(h->type); i++)
		h->type[t++] = s[i];
	if (t == 0 || i >= n || s[i] != ' ' || ++i >= n)
		return -1;
	for (; i < n; i++) {
		if (s[i] < '0' || s[i] > '9' || h->size > ((size_t)-1 - 9) / 10)
			return -1;
		h->size = h->size * 10 + (s[i] - '0');
	}
	return 0;
}

int
parse_batch_next(Buf *b, BatchHdr *h, const char **body)
{
	const char *s, *nl;
	size_t avail = b->len - b->off, hl;

	if (b->off >= b->len)
		return 0;
	s = b->buf + b->off;
	if (!(nl = memchr(s, '\n', avail)))
		return 0;
	hl = nl - s;
	if (parse_batch(s, hl, h) < 0)
		h->missing = 1;  /* skip what we cannot read */
	if (h->missing) {
		b->off += hl + 1;
		*body = NULL;
		return 1;
	}
	if (avail - hl - 1 < h->size + 1)
		return 0;
	*body = s + hl + 1;
	b->off += hl + 1 + h->size + 1;
	return 1;
}

/* past the line at s if it holds only blanks (git's is_blank_line), or NULL */
static const char *
blankline(const char *s, const char *e)
{
	while (s < e && (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\v' ||
	       *s == '\f'))
		s++;
	if (s == e)
		return e;
	return *s == '\n' ? s + 1 : NULL;
}

/* "Name <mail> 1234567890 +0100" */
static void
parseident(const char *s, size_t n, Span *name, Span *mail, long long *t, int *tz)
{
	const char *lt, *gt, *e = s + n, *p;
	long long v = 0;
	int z = 0, sign = 1;

	lt = memchr(s, '<', n);
	gt = lt ? memchr(lt, '>', e - lt) : NULL;
	if (!lt || !gt) {
		name->s = s, name->n = n;
		mail->s = e, mail->n = 0;
		*t = 0, *tz = 0;
		return;
	}
	name->s = s;
	name->n = lt - s;
	while (name->n && name->s[name->n - 1] == ' ')
		name->n--;
	mail->s = lt + 1;
	mail->n = gt - lt - 1;
	for (p = gt + 1; p < e && *p == ' '; p++)
		;
	for (; p < e && *p >= '0' && *p <= '9'; p++)
		if (v < 100000000000000LL)
			v = v * 10 + (*p - '0');
	for (; p < e && *p == ' '; p++)
		;
	if (p < e && (*p == '+' || *p == '-'))
		sign = *p++ == '-' ? -1 : 1;
	if (e - p >= 4 && p[0] >= '0' && p[0] <= '9')
		z = ((p[0] - '0') * 10 + (p[1] - '0')) * 60 +
		    (p[2] - '0') * 10 + (p[3] - '0');
	*t = v;
	*tz = sign * z;
}

int
parse_commit(const char *s, size_t n, CommitInfo *ci)
{
	const char *p = s, *e = s + n, *nl, *v, *m;
	size_t k;

	memset(ci, 0, sizeof(*ci));
	ci->message.s = ci->subject.s = e;
	while (p < e) {
		nl = memchr(p, '\n', e - p);
		k = (nl ? nl : e) - p;
		if (k == 0) {  /* the blank line before the message */
			p++;
			break;
		}
		if ((v = memchr(p, ' ', k))) {
			v++;
			if (v - p == 5 && !memcmp(p, "tree ", 5))
				ci->tree.s = v, ci->tree.n = p + k - v;
			else if (v - p == 7 && !memcmp(p, "parent ", 7))
				ci->nparents++;
			else if (v - p == 7 && !memcmp(p, "author ", 7))
				parseident(v, p + k - v, &ci->aname, &ci->amail,
				           &ci->atime, &ci->atz);
			else if (v - p == 10 && !memcmp(p, "committer ", 10))
				parseident(v, p + k - v, &ci->cname, &ci->cmail,
				           &ci->ctime, &ci->ctz);
			else if (v - p == 9 && !memcmp(p, "encoding ", 9))
				ci->encoding.s = v, ci->encoding.n = p + k - v;
		}
		p += k + (nl != NULL);
	}
	if (!ci->tree.s)
		return -1;
	ci->message.s = p;
	ci->message.n = e - p;
	/* the subject: the first paragraph, after any leading blank lines */
	while (p < e && (nl = blankline(p, e)))
		p = nl;
	for (m = p; (nl = memchr(m, '\n', e - m)) && !blankline(nl + 1, e);
	     m = nl + 1)
		;
	ci->subject.s = p;
	ci->subject.n = (nl ? nl : e) - p;
	return 0;
}

static int
spanis(Span f, const char *s)
{
	return f.n == strlen(s) && !memcmp(f.s, s, f.n);
}

static int
isutf8name(const Span *enc)
{
	return enc->n == 0 || spanis(*enc, "UTF-8") || spanis(*enc, "utf-8") ||
	    spanis(*enc, "utf8") || spanis(*enc, "UTF8");
}

/* s[0..n) in UTF-8 in out: its length, or (size_t)-1 when iconv cannot
 * (the caller shows the bytes as they are). Invalid bytes become U+FFFD,
 * half a character at the end too unless the caller cut s there (cut) */
static size_t
toutf8(const Span *enc, const char *s, size_t n, char *out, size_t cap,
       int cut)
{
	char name[64];
	iconv_t cd;
	char *in = (char *)s, *o = out;
	size_t il = n, ol = cap, r;

	if (enc->n >= sizeof(name))
		return (size_t)-1;
	memcpy(name, enc->s, enc->n);
	name[enc->n] = '\0';
	if ((cd = iconv_open("UTF-8", name)) == (iconv_t)-1)
		return (size_t)-1;
	while (il > 0) {
		r = iconv(cd, &in, &il, &o, &ol);
		if (r != (size_t)-1)
			break;
		/* full, or our cut left half a character; else mark it, go on */
		if (errno == E2BIG || (errno == EINVAL && cut) || ol < 3)
			break;
		memcpy(o, "\xEF\xBF\xBD", 3);
		o += 3, ol -= 3;
		in++, il--;
	}
	iconv_close(cd);
	return o - out;
}

size_t
parse_subject(const CommitInfo *ci, char *out, size_t cap)
{
	char tmp[1024];
	const char *s = ci->subject.s;
	size_t n = ci->subject.n, k, i, j;

	if (cap == 0)
		return 0;
	if (n > sizeof(tmp) / 4) {  /* a row shows no more than this */
		n = sizeof(tmp) / 4;
		while (isutf8name(&ci->encoding) && n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80)
			n--;
	}
	if (isutf8name(&ci->encoding) ||
	    (k = toutf8(&ci->encoding, s, n, tmp, sizeof(tmp),
	                n < ci->subject.n)) == (size_t)-1)
		memcpy(tmp, s, k = n);
	/* git's %s: the lines of the first paragraph joined by spaces, each
	 * without the blanks that end it */
	for (i = j = 0; i <= k; i++) {
		if (i < k && tmp[i] != '\n') {
			tmp[j++] = tmp[i];
			continue;
		}
		while (j > 0 && (tmp[j - 1] == ' ' || tmp[j - 1] == '\t' || tmp[j - 1] == '\r'))
			j--;
		if (i < k)
			tmp[j++] = ' ';
	}
	return utf8_clean(tmp, j, out, cap);
}

char *
parse_decode(const Span *enc, const char *s, size_t n, size_t *outlen)
{
	/* room for 4 bytes a byte only when converted, and not zeroed */
	int asis = isutf8name(enc);
	size_t cap = asis ? n + 1 : 4 * n + 16, k;
	char *out = erealloc(NULL, cap);

	if (asis || (k = toutf8(enc, s, n, out, cap - 1, 0)) == (size_t)-1)
		memcpy(out, s, k = n);
	out[k] = '\0';
	*outlen = k;
	return out;
}

/* the next field of s[0..n) up to a space; *i moves past the space */
static Span
field(const char *s, size_t n, size_t *i)
{
	Span f;
	const char *sp;

	f.s = s + *i;
	sp = memchr(f.s, ' ', n - *i);
	f.n = sp ? (size_t)(sp - f.s) : n - *i;
	*i += f.n + (sp != NULL);
	return f;
}

/* commit id's ref (refs/...): its kind and name as shown; -1: no id */
static int
refkind(RefLine *r, Span id, Span name)
{
	/* shown: the label's name in place of the rest of the ref's (the
	 * stash's newest entry; bisect's marks, a good one per commit) */
	static const struct {
		const char *prefix;
		int kind, whole;
		const char *shown;
	} kinds[] = {
		{ "refs/heads/", RefBranch, 0, NULL }, { "refs/remotes/", RefRemote, 0, NULL },
		{ "refs/tags/", RefTag, 0, NULL }, { "refs/stash", RefStash, 1, "stash@{0}" },
		{ "refs/bisect/bad", RefBad, 1, "bad" },
		{ "refs/bisect/good-", RefGood, 0, "good" },
		{ "refs/bisect/skip-", RefOther, 0, "skip" },
	};
	unsigned int j;
	size_t k;

	if ((id.n != 40 && id.n != 64) || hex_run(id.s, id.n) != id.n)
		return -1;
	r->hex = id.s;
	r->hashlen = id.n;
	r->kind = RefOther;
	r->name = r->ref = name;
	for (j = 0; j < LEN(kinds); j++) {
		k = strlen(kinds[j].prefix);
		if ((kinds[j].whole ? name.n == k : name.n > k) &&
		    !memcmp(name.s, kinds[j].prefix, k)) {
			r->kind = kinds[j].kind;
			r->name.s += k;
			r->name.n -= k;
			if (kinds[j].shown)
				r->name.s = kinds[j].shown, r->name.n = strlen(kinds[j].shown);
			return 0;
		}
	}
	if (name.n > 5 && !memcmp(name.s, "refs/", 5))
		r->name.s += 5, r->name.n -= 5;
	return 0;
}

int
parse_ref(const char *s, size_t n, RefLine *r)
{
	Span id, type, pid, ptype, name;
	size_t i = 2;

	memset(r, 0, sizeof(*r));
	if (n < 3 || s[1] != ' ' || (s[0] != '*' && s[0] != ' '))
		return -1;
	r->current = s[0] == '*';
	id = field(s, n, &i);
	type = field(s, n, &i);
	pid = field(s, n, &i);
	ptype = field(s, n, &i);
	if (i > n)
		return -1;
	name.s = s + i;
	name.n = n - i;
	if (name.n == 0 || memchr(name.s, ' ', name.n))
		return -1;
	if (spanis(type, "tag") && (spanis(ptype, "commit") || spanis(ptype, "tag"))) {
		r->peel = spanis(ptype, "tag");  /* a tag of a tag: show-ref peels it */
		id = pid;
	} else if (!spanis(type, "commit")) {
		return -1;  /* a tag of a tree or a blob */
	}
	return refkind(r, id, name);
}

int
parse_peeled(const char *s, size_t n, RefLine *r)
{
	Span id, name;
	size_t i = 0;

	memset(r, 0, sizeof(*r));
	id = field(s, n, &i);
	if (i >= n || n - i < 4 || memcmp(s + n - 3, "^{}", 3))
		return -1;
	name.s = s + i;
	name.n = n - i - 3;
	return memchr(name.s, ' ', name.n) ? -1 : refkind(r, id, name);
}

#define REFFIELDS 9

/* a record of refsargv: git 2.39's %(*...) peels one level, so a tag of
 * a tag has no commit yet (rev-parse REF^{commit} is asked on Return) */
int
parse_refentry(const char *s, size_t n, RefEntry *e)
{
	Span f[REFFIELDS], *id;
	RefLine r;
	const char *z, *end = s + n;
	int i, tag, commit;

	memset(e, 0, sizeof(*e));
	for (i = 0; i < REFFIELDS; i++) {
		z = i < REFFIELDS - 1 ? memchr(s, '\0', end - s) : end;
		if (!z || (i == REFFIELDS - 1 && memchr(s, '\0', end - s)))
			return -1;
		f[i].s = s, f[i].n = z - s;
		s = z + (z < end);
	}
	if (f[0].n == 0 || memchr(f[0].s, ' ', f[0].n) || memchr(f[0].s, '\n', f[0].n))
		return -1;
	tag = spanis(f[1], "tag");
	commit = spanis(f[1], "commit") || (tag && spanis(f[3], "commit"));
	id = tag ? &f[4] : &f[2];
	if (refkind(&r, f[2], f[0]) < 0 ||
	    (tag && spanis(f[3], "tag") && refkind(&r, f[4], f[0]) < 0))
		return -1;
	if (commit && refkind(&r, *id, f[0]) < 0)
		return -1;
	e->kind = r.kind;
	e->ref = r.ref, e->name = r.name;
	e->hex = commit ? *id : (Span){ "", 0 };
	e->peel = tag && spanis(f[3], "tag");
	e->subject = tag && commit ? f[6] : f[5];
	e->date = tag && commit ? f[8] : f[7];
	return 0;
}

/* the next worktree of `git worktree list --porcelain -z` in s[*at..n):
 * its lines ended by NUL, the block by one more */
int
parse_worktree(const char *s, size_t n, size_t *at, Worktree *w)
{
	const char *z, *end = s + n, *p = s + *at;
	Span f;

	memset(w, 0, sizeof(*w));
	while (p < end && *p == '\0')  /* a block's end */
		p++;
	for (; p < end && *p; p = z + 1) {
		if (!(z = memchr(p, '\0', end - p)))
			return -1;
		f.s = p, f.n = z - p;
		if (f.n > 9 && !memcmp(p, "worktree ", 9))
			w->path.s = p + 9, w->path.n = f.n - 9;
		else if (f.n > 5 && !memcmp(p, "HEAD ", 5) && hex_run(p + 5, f.n - 5) == f.n - 5)
			w->hex.s = p + 5, w->hex.n = f.n - 5;
		else if (f.n > 7 && !memcmp(p, "branch ", 7))
			w->branch.s = p + 7, w->branch.n = f.n - 7;
	}
	*at = p - s;
	return w->path.n ? 0 : -1;
}

/* git's sq_quote'd words ('a' 'b'\''c', as BISECT_NAMES holds them),
 * unquoted in place into word[0..max); -1: not so quoted, or too many */
int
parse_sqwords(char *s, char **word, int max)
{
	char *out = s;
	int n = 0;

	for (;;) {
		while (*s == ' ' || *s == '\n' || *s == '\t')
			s++;
		if (!*s)
			return n;
		if (*s != '\'' || n == max)
			return -1;
		word[n++] = out;
		for (s++;;) {
			if (!*s)
				return -1;
			if (*s != '\'') {
				*out++ = *s++;
				continue;
			}
			s++;
			if (*s == '\\' && (s[1] == '\'' || s[1] == '!') && s[2] == '\'') {
				*out++ = s[1], s += 3;  /* '\'' and '\!' */
				continue;
			}
			break;
		}
		if (*s && *s != ' ' && *s != '\n' && *s != '\t')
			return -1;
		*out++ = '\0';
	}
}


static int
isalnum_(int c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	    (c >= 'A' && c <= 'Z') || c == '_';
}

/* HEXLINKMIN to HEXMAX hex digits, no letter or digit either side */
size_t
parse_hexword(const char *s, size_t n, size_t *at)
{
	size_t i = *at, e, k;

	while (i < n) {
		if (!isalnum_((unsigned char)s[i])) {
			i++;
			continue;
		}
		for (e = i; e < n && isalnum_((unsigned char)s[e]); e++)
			;
		for (k = i; k < e && hex_val((unsigned char)s[k]) >= 0; k++)
			;
		if (k == e && e - i >= HEXLINKMIN && e - i <= HEXMAX) {
			*at = i;
			return e - i;
		}
		i = e;
	}
	*at = n;
	return 0;
}

/* the commits of commit-graph file path (0: none or not one) */
static long
graphfile(const char *path)
{
	unsigned char h[8], e[12], fan[4];
	unsigned long off = 0;
	FILE *f;
	long n = 0, size;
	int i, k;

	if (!(f = fopen(path, "rb")))
		return 0;
	if (fseek(f, 0, SEEK_END) || (size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET)) {
		fclose(f);
		return 0;
	}
	/* the header, then the chunks' table: OIDF's last fanout entry */
	if (fread(h, 1, sizeof(h), f) == sizeof(h) && !memcmp(h, "CGPH", 4))
		for (i = 0; i <= h[6] && fread(e, 1, sizeof(e), f) == sizeof(e); i++) {
			if (memcmp(e, "OIDF", 4))
				continue;
			for (k = 4; k < 12; k++)
				off = off << 8 | e[k];
			if (off < LONG_MAX - 1024 && !fseek(f, (long)off + 255 * 4, SEEK_SET) &&
			    fread(fan, 1, sizeof(fan), f) == sizeof(fan))
				n = (long)fan[0] << 24 | (long)fan[1] << 16 | fan[2] << 8 | fan[3];
			break;
		}
	fclose(f);
	/* a commit takes its id and 36 bytes of data there at least: a
	 * count past that is a damaged or hostile file, not room to make */
	return n <= size / (20 + 36) ? n : 0;
}

/* the commits the repository's commit-graph file or chain of them holds
 * (commondir: its objects' directory's parent), 0 without one */
long
parse_graphcommits(const char *commondir)
{
	char path[PATH_MAX], line[256];
	FILE *chain;
	long n;
	size_t len;

	snprintf(path, sizeof(path), "%s/objects/info/commit-graph", commondir);
	if ((n = graphfile(path)) > 0)
		return n;
	snprintf(path, sizeof(path), "%s/objects/info/commit-graphs/commit-graph-chain", commondir);
	if (!(chain = fopen(path, "r")))
		return 0;
	while (fgets(line, sizeof(line), chain) && (len = strcspn(line, "\n")) > 0) {
		line[len] = '\0';
		snprintf(path, sizeof(path), "%s/objects/info/commit-graphs/graph-%s.graph",
		         commondir, line);
		n += graphfile(path);
	}
	fclose(chain);
	return n;
}
