/* See LICENSE file for copyright and license details.
 *
 * blame.c: the blame of the file view's file: each line with the
 * commit that last changed it, from git blame --incremental, which
 * fills in while the file's text is already shown, and the shade of
 * each group of lines from one commit; blame's options (-w, -M, -C -C,
 * --first-parent), its progress in the status line, and where a line
 * came from when -M or -C found it in another file. The file view
 * (above) starts it and reads it through blame.h.
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "core.h"
#include "part.h"
#include "load.h"
#include "repo.h"
#include "blame.h"

/* the options, by the letter of the key that toggles each (CmdOption) */
static const struct {
	int key;
	const char *words[2];
} options[] = {
	{ 'w', { "-w" } },
	{ 'M', { "-M" } },
	{ 'C', { "-C", "-C" } },  /* also copies from files the commit did not touch */
	/* each line by the commit of the first-parent line that brought it:
	 * a merge (a pull request) names the lines of its side branch */
	{ 'p', { "--first-parent" } },
};

static struct {
	Proc p;
	BlameParse parse;
	int *ann, anncap;       /* per line: its BlameEnt, or -1 */
	int *orig;              /* per line: its number in its commit's file */
	unsigned char *group;   /* per line: the shade of its group */
	BlameEnt *ents;
	int nents, entscap;
	int lines;              /* the file's, once its text is read */
	int done, moved;        /* lines annotated; of them, from another file */
	int opts;               /* bit k: options[k] is on */
	char rev[HEXMAX + 2];   /* what is blamed */
	const char *path;       /* str_keep's: any length */
	char said[80];          /* the status line, when it is blame's */
} bl;

int blame_running(void) { return pipe_running(&bl.p); }

/* a blame stopped half way: its progress goes */
void
blame_stop(void)
{
	if (blame_running() && bl.said[0] && !strcmp(core_status()->text, bl.said))
		core_setstatus(0, "");
	pipe_kill(&bl.p);
}

int blame_index(int i) { return i >= 0 && i < bl.anncap ? bl.ann[i] : -1; }
int blame_shade(int i) { return i >= 0 && i < bl.anncap && i < bl.lines ? bl.group[i] : 0; }

/* line i's annotation: the commit that last changed it, or NULL */
const BlameEnt *
blame_ann(int i)
{
	int k = blame_index(i);

	return k >= 0 ? &bl.ents[k] : NULL;
}

/* the path line i came from when it is not the file's, and its number there */
const char *
blame_from(int i, int *line)
{
	const BlameEnt *b = blame_ann(i);

	if (!b || !strcmp(b->path, bl.path))
		return NULL;
	*line = bl.orig[i];
	return b->path;
}

int blame_moved(void) { return bl.moved; }

/* is the option of the key on? */
static int
opton(int key)
{
	size_t k;

	for (k = 0; k < LEN(options); k++)
		if (options[k].key == key)
			return bl.opts >> k & 1;
	return 0;
}

int blame_bymerge(void) { return opton('p'); }

/* line i's number in its commit's file, 1 from the top; 0 when not known */
int blame_orig(int i) { return blame_index(i) >= 0 ? bl.orig[i] : 0; }

/* the words of the options on, in out; how many */
static int
optwords(const char **out)
{
	size_t k, w;
	int n = 0;

	for (k = 0; k < LEN(options); k++)
		for (w = 0; bl.opts & 1 << k && w < LEN(options[k].words) &&
		     options[k].words[w]; w++)
			out[n++] = options[k].words[w];
	return n;
}

/* the options on, as git is given them: "-w -C -C", or "" */
size_t
blame_opts(char *buf, size_t cap)
{
	const char *words[2 * LEN(options)];
	size_t n = 0;
	int i, m = optwords(words);

	buf[0] = '\0';
	for (i = 0; i < m; i++)
		n += snprintf(buf + n, n < cap ? cap - n : 0, "%s%s", i ? " " : "", words[i]);
	return MIN(n, cap - 1);
}

int
blame_start(const char *rev, const char *path)
{
	const char *argv[ARGVMAX];
	int n;

	blame_stop();
	bl.nents = 0;
	bl.anncap = 0;  /* the old file's annotations are not this one's: fann_grow */
	bl.lines = bl.done = bl.moved = 0;
	memset(&bl.parse, 0, sizeof(bl.parse));
	snprintf(bl.rev, sizeof(bl.rev), "%s", rev);
	bl.path = str_keep(path, strlen(path));
	n = pipe_argv(argv, LEN(argv), blameargv, (char *)NULL);
	n += optwords(argv + n);
	argv[n++] = rev, argv[n++] = "--", argv[n++] = path, argv[n] = NULL;
	if (repo_topdir()) {
		/* the paths of diff-tree and ls-tree --full-tree are from the
		 * top, blame's from where it runs: git -C TOP blame ... */
		memmove(argv + 3, argv + 1, n * sizeof(*argv));
		argv[1] = "-C", argv[2] = repo_topdir();
	}
	return pipe_spawn(&bl.p, argv, 0);
}

static void
fann_grow(int n)
{
	int i = bl.anncap;

	if (n <= bl.anncap)
		return;
	bl.anncap = MAX(n, 2 * bl.anncap);
	bl.ann = erealloc(bl.ann, bl.anncap * sizeof(*bl.ann));
	bl.orig = erealloc(bl.orig, bl.anncap * sizeof(*bl.orig));
	bl.group = erealloc(bl.group, bl.anncap);
	for (; i < bl.anncap; i++)
		bl.ann[i] = -1, bl.group[i] = 0;
}

/* the shade of each line's group of lines from one commit (it flips
 * where the commit changes), worked out as what came is read, not while
 * drawing, from line lo: past hi, where no annotation changed, a line's
 * shade follows from the one above it, so it stops at the first that
 * stays as it was */
static void
shade(int lo, int hi)
{
	int i, g;

	for (i = MAX(0, lo); i < bl.lines && i < bl.anncap; i++) {
		g = i == 0 ? 1 : bl.group[i - 1] ^ (bl.ann[i] != bl.ann[i - 1]);
		if (i > hi && g == bl.group[i])
			break;
		bl.group[i] = g;
	}
}

/* n as 5,400: buf holds 32 */
static char *
commas(long n, char *buf)
{
	char d[24];
	int len = snprintf(d, sizeof(d), "%ld", n), i, o = 0;

	for (i = 0; i < len; i++) {
		if (i > 0 && (len - i) % 3 == 0)
			buf[o++] = ',';
		buf[o++] = d[i];
	}
	buf[o] = '\0';
	return buf;
}

/* "blame 1,200 of 5,400 lines" while it runs, unless the status line
 * says something else; when it ends, the options, or nothing */
static void
progress(int eof)
{
	char done[32], lines[32], opts[64];

	if (core_status()->text[0] && strcmp(core_status()->text, bl.said))
		return;
	if (eof) {
		blame_opts(opts, sizeof(opts));
		snprintf(bl.said, sizeof(bl.said), "%s%s", opts[0] ? "blame " : "", opts);
	} else if (bl.lines > 0) {
		snprintf(bl.said, sizeof(bl.said), "blame %s of %s lines",
		         commas(MIN(bl.done, bl.lines), done), commas(bl.lines, lines));
	} else {
		return;
	}
	core_setstatus(0, "%s", bl.said);
	core_setstatussel();
}

void
blame_lines(int n)
{
	bl.lines = n;
	fann_grow(n + 1);
	shade(0, n);
	if (blame_running())
		progress(0);
}

/* the key of an option: it toggles, and blame runs again when restart */
int
blame_option(int key, int restart)
{
	char rev[sizeof(bl.rev)], opts[64];
	int k, lines = bl.lines;

	for (k = 0; k < (int)LEN(options) && options[k].key != key; k++)
		;
	if (k == LEN(options))
		return 0;
	bl.opts ^= 1 << k;
	if (restart) {
		memcpy(rev, bl.rev, sizeof(rev));
		blame_start(rev, bl.path);
		blame_lines(lines);
	}
	blame_opts(opts, sizeof(opts));
	snprintf(bl.said, sizeof(bl.said), "blame %s", opts[0] ? opts : "without options");
	core_setstatus(0, "%s", bl.said);
	core_dirty(DirtyText);
	return 1;
}

/* the entry of r's commit and file: the newest are asked for most; a
 * commit's author comes once, with its first file */
static int
entry(const BlameRec *r)
{
	int k, same = -1;

	for (k = bl.nents - 1; k >= 0; k--) {
		if (strcmp(bl.ents[k].hex, r->hex))
			continue;
		if (!strcmp(bl.ents[k].path, r->filename))
			return k;
		same = k;
	}
	bl.ents = egrow(bl.ents, &bl.entscap, bl.nents + 1, sizeof(*bl.ents), 64);
	k = bl.nents++;
	if (same >= 0)
		bl.ents[k] = bl.ents[same];
	else
		memset(&bl.ents[k], 0, sizeof(bl.ents[k]));
	bl.ents[k].prevhex[0] = '\0';
	bl.ents[k].prevpath = "";
	snprintf(bl.ents[k].hex, sizeof(bl.ents[k].hex), "%s", r->hex);
	bl.ents[k].path = r->filename;
	return k;
}

static void
readblame(int eof)
{
	const char *line;
	size_t n;
	BlameEnt *b;
	BlameRec *r = &bl.parse.rec;
	long i;
	int k, lo = -1, hi = -1;  /* the lines annotated: their shades change */

	while ((line = pipe_bufline(&bl.p.obuf, &n))) {
		if (parse_blame_line(&bl.parse, line, n) != 1 || bl.parse.rec.final < 1)
			continue;  /* git numbers lines from 1 */
		k = entry(r);
		b = &bl.ents[k];
		if (r->hasauthor) {
			utf8_clean(r->author, strlen(r->author), b->author, sizeof(b->author));
			utf8_clean(r->summary, strlen(r->summary), b->summary, sizeof(b->summary));
			b->atime = r->atime;
		}
		if (r->prevhex[0]) {
			snprintf(b->prevhex, sizeof(b->prevhex), "%s", r->prevhex);
			b->prevpath = r->prevpath ? r->prevpath : "";
		}
		b->boundary |= r->boundary;
		fann_grow(r->final + r->count + 1);
		for (i = 0; i < r->count; i++) {
			bl.ann[r->final - 1 + i] = k;
			bl.orig[r->final - 1 + i] = r->orig + i;
		}
		bl.done += r->count;
		lo = lo < 0 ? r->final - 1 : MIN(lo, r->final - 1);
		hi = MAX(hi, r->final - 1 + r->count);  /* the line below: its shade's edge too */
		if (strcmp(b->path, bl.path)) {
			bl.moved += r->count;
			pipe_trace("blame: lines %ld-%ld from %s:%ld", r->final,
			           r->final + r->count - 1, b->path, r->orig);
		}
		core_dirty(DirtyText);
	}
	progress(eof);
	if (eof && core_failure(&bl.p)) {
		core_setstatus(1, "git blame stopped: %s", core_failure(&bl.p));
		core_setstatussel();
	}
	if (eof) {
		pipe_kill(&bl.p);
		core_dirty(DirtyText | DirtyStatus);
	}
	if (lo >= 0)
		shade(lo, hi);
}

static Proc *blameproc(int k) { return k == 0 ? &bl.p : NULL; }
static void blameread(int k, int eof) { (void)k; readblame(eof); }

/* the file view closed: its annotations go (a big file's take megabytes) */
void
blame_forget(void)
{
	blame_stop();
	free(bl.ann), free(bl.orig), free(bl.group), free(bl.ents);
	bl.ann = bl.orig = NULL, bl.group = NULL, bl.ents = NULL;
	bl.anncap = bl.nents = bl.entscap = bl.lines = bl.done = bl.moved = 0;
}

static void blamefree(void) { blame_forget(); }

const Part blamepart = { .proc = blameproc, .read = blameread, .free = blamefree };
