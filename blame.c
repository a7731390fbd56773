/* See LICENSE file for copyright and license details.
 *
 * blame.c: the blame of the file view's file: each line with the
 * commit that last changed it, from git blame --incremental, which
 * fills in while the file's text is already shown, and the shade of
 * each group of lines from one commit. The file view (above) starts it
 * and reads it through blame.h.
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "gitview.h"
#include "part.h"
#include "load.h"
#include "blame.h"

static struct {
	Proc p;
	BlameParse parse;
	int *ann, anncap;       /* per line: its BlameEnt, or -1 */
	unsigned char *group;   /* per line: the shade of its group */
	BlameEnt *ents;
	int nents, entscap;
	int lines;              /* the file's, once its text is read */
} bl;

int blame_running(void) { return pipe_running(&bl.p); }
void blame_stop(void) { pipe_kill(&bl.p); }
int blame_index(int i) { return i >= 0 && i < bl.anncap ? bl.ann[i] : -1; }
int blame_shade(int i) { return i >= 0 && i < bl.anncap && i < bl.lines ? bl.group[i] : 0; }

/* line i's annotation: the commit that last changed it, or NULL */
const BlameEnt *
blame_ann(int i)
{
	int k = blame_index(i);

	return k >= 0 ? &bl.ents[k] : NULL;
}

int
blame_start(const char *rev, const char *path)
{
	const char *argv[ARGVMAX];
	int n;

	blame_stop();
	bl.nents = 0;
	bl.anncap = 0;  /* the old file's annotations are not this one's: fann_grow */
	bl.lines = 0;
	memset(&bl.parse, 0, sizeof(bl.parse));
	n = pipe_argv(argv, LEN(argv) - 2, blameargv, rev, "--", path, (char *)NULL);
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
	bl.group = erealloc(bl.group, bl.anncap);
	for (; i < bl.anncap; i++)
		bl.ann[i] = -1;
}

/* the shade of each line's group of lines from one commit, worked out
 * as what came is read, not while drawing */
static void
groups(void)
{
	int i, shade = 0;

	for (i = 0; i < bl.lines && i < bl.anncap; i++)
		bl.group[i] = shade ^= i == 0 || bl.ann[i] != bl.ann[i - 1];
}

void
blame_lines(int n)
{
	bl.lines = n;
	fann_grow(n + 1);
	groups();
}

static void
readblame(int eof)
{
	const char *line;
	size_t n;
	BlameEnt *b;
	BlameRec *r = &bl.parse.rec;
	long i;
	int k;

	while ((line = buf_line(&bl.p.obuf, &n))) {
		if (parse_blame_line(&bl.parse, line, n) != 1)
			continue;
		for (k = bl.nents - 1; k >= 0 && strcmp(bl.ents[k].hex, r->hex); k--)
			;  /* the newest are asked for most */
		if (k < 0) {
			bl.ents = egrow(bl.ents, &bl.entscap, bl.nents + 1, sizeof(*bl.ents), 64);
			k = bl.nents++;
			memset(&bl.ents[k], 0, sizeof(bl.ents[k]));
			snprintf(bl.ents[k].hex, sizeof(bl.ents[k].hex), "%s", r->hex);
		}
		b = &bl.ents[k];
		if (r->hasauthor) {
			utf8_clean(r->author, strlen(r->author), b->author, sizeof(b->author));
			utf8_clean(r->summary, strlen(r->summary), b->summary, sizeof(b->summary));
			b->atime = r->atime;
		}
		if (r->prevhex[0]) {
			snprintf(b->prevhex, sizeof(b->prevhex), "%s", r->prevhex);
			snprintf(b->prevpath, sizeof(b->prevpath), "%s", r->prevpath);
		}
		b->boundary |= r->boundary;
		fann_grow(r->final + r->count + 1);
		for (i = 0; i < r->count; i++)
			bl.ann[r->final - 1 + i] = k;
		core_dirty(DirtyText);
	}
	if (eof && failure(&bl.p)) {
		setstatus(1, "git blame stopped: %s", failure(&bl.p));
		setstatus_sel();
	}
	if (eof) {
		pipe_kill(&bl.p);
		core_dirty(DirtyText | DirtyStatus);
	}
	groups();
}

static Proc *blameproc(int k) { return k == 0 ? &bl.p : NULL; }
static void blameread(int k, int eof) { (void)k; readblame(eof); }

static void
blamefree(void)
{
	blame_stop();
	free(bl.ann), free(bl.group), free(bl.ents);
}

const Part blamepart = { NULL, NULL, NULL, blameproc, blameread, blamefree };
