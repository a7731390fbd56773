/* See LICENSE file for copyright and license details.
 *
 * hunk.c: the changed words of paired lines and the rows of side by
 * side, worked out a line at a time as the patch streams in, so that
 * nothing is done again per key or per repaint. tests/unit/hunk.c feeds
 * them real git diff-tree output.
 */
#include <sys/types.h>

#include <stdlib.h>
#include <string.h>

#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"

static int
isword(int c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	    (c >= 'A' && c <= 'Z') || c == '_' || (c & 0x80);
}

void
hunk_words(const char *a, size_t an, const char *b, size_t bn, size_t skip,
           WordSpan *sa, WordSpan *sb)
{
	size_t p = 0, q = 0, ae, be;
	int mid;

	sa->s = sa->e = sb->s = sb->e = 0;
	if (an > WORDLINEMAX || bn > WORDLINEMAX || an < skip || bn < skip)
		return;
	a += skip, an -= skip, b += skip, bn -= skip;
	while (p < an && p < bn && a[p] == b[p])
		p++;
	while (q < an - p && q < bn - p && a[an - 1 - q] == b[bn - 1 - q])
		q++;
	if ((p == 0 && q == 0) || (p == an && p == bn))
		return;  /* all of it differs, or nothing */
	ae = an - q, be = bn - q;
	/* from the start of the word the change begins in ... */
	mid = (p < an && isword((unsigned char)a[p])) ||
	    (p < bn && isword((unsigned char)b[p]));
	while (p > 0 && mid && isword((unsigned char)a[p - 1]))
		p--;
	/* ... to the end of the word it ends in */
	mid = (ae > 0 && isword((unsigned char)a[ae - 1])) ||
	    (be > 0 && isword((unsigned char)b[be - 1]));
	while (ae < an && mid && isword((unsigned char)a[ae]))
		ae++, be++;
	sa->s = sb->s = p + skip;
	sa->e = ae + skip;
	sb->e = be + skip;
}

int
hunk_pair(HunkPairs *p, int idx, int kind, const char *s, size_t n, int ncols,
          int *pairs)
{
	struct HunkCol *c;
	int j, k, npairs = 0, added = 0;

	if (kind == PatchNoEol)
		return 0;
	if (kind != PatchAdd && kind != PatchDel && kind != PatchContext) {
		hunk_pairs_clear(p);
		return 0;
	}
	for (j = 0; j < ncols && j < (int)n; j++)
		added |= s[j] == '+';
	for (j = 0; j < ncols && j < WORDCOLS && j < (int)n; j++) {
		c = &p->col[j];
		if (s[j] == '-') {
			if (c->adding)
				c->ndel = c->nadd = c->adding = 0;
			c->del = egrow(c->del, &c->cap, c->ndel + 1, sizeof(int), 16);
			c->del[c->ndel++] = idx;
		} else if (s[j] == '+') {
			c->adding = 1;
			if ((k = c->nadd++) < c->ndel)
				pairs[npairs++] = c->del[k];
		} else if (kind == PatchContext || added) {
			/* in this parent and in the result: the run ends */
			c->ndel = c->nadd = c->adding = 0;
		}
	}
	return npairs;
}

void
hunk_pairs_clear(HunkPairs *p)
{
	int j;

	for (j = 0; j < WORDCOLS; j++)
		p->col[j].ndel = p->col[j].nadd = p->col[j].adding = 0;
}

void
hunk_pairs_free(HunkPairs *p)
{
	int j;

	for (j = 0; j < WORDCOLS; j++)
		free(p->col[j].del);
	memset(p, 0, sizeof(*p));
}

static int
addrow(Side *sd, int left, int right, int kind, int lno, int rno)
{
	sd->row = egrow(sd->row, &sd->cap, sd->n + 1, sizeof(*sd->row), 256);
	sd->row[sd->n] = (SideRow){ left, right, lno, rno, kind };
	return sd->n++;
}

void
hunk_side_add(Side *sd, int kind, const char *s, size_t n, int ncols)
{
	int idx = sd->nlines, r, noeol = 0;
	long o, w;

	sd->rowof = egrow(sd->rowof, &sd->lcap, sd->nlines + 1, sizeof(*sd->rowof), 256);
	sd->nlines++;
	if (kind == PatchNoEol && ncols == 1 && (sd->prev == PatchDel || sd->prev == PatchAdd))
		noeol = 1, kind = sd->prev;  /* the note of that side's end */
	sd->prev = noeol ? PatchNoEol : kind;
	if (ncols != 1 || (kind != PatchAdd && kind != PatchDel &&
	    kind != PatchContext)) {
		if (kind == PatchHunk && parse_hunk(s, n, &o, &w) == 0)
			sd->oldno = o, sd->newno = w;
		if (kind != PatchNoEol)
			sd->fill = -1, sd->adding = 0;
		sd->rowof[idx] = addrow(sd, idx, idx, SideWhole, 0, 0);
		return;
	}
	if (kind == PatchContext) {
		sd->fill = -1, sd->adding = 0;
		sd->rowof[idx] = addrow(sd, idx, idx, SidePair, sd->oldno++, sd->newno++);
	} else if (kind == PatchDel) {
		if (sd->adding || sd->fill < 0)
			sd->fill = sd->n;  /* a new run starts here */
		sd->adding = 0;
		sd->rowof[idx] = addrow(sd, idx, -1, SidePair, noeol ? 0 : sd->oldno++, 0);
	} else {
		sd->adding = 1;
		if (sd->fill >= 0 && sd->fill < sd->n && sd->row[sd->fill].kind == SidePair) {
			r = sd->fill++;
			sd->row[r].right = idx;
		} else {
			r = addrow(sd, -1, idx, SidePair, 0, 0);
			sd->fill = sd->n;
		}
		sd->rowof[idx] = r;
		sd->row[r].rno = noeol ? 0 : sd->newno++;
	}
}

void
hunk_side_clear(Side *sd)
{
	sd->n = sd->nlines = sd->adding = 0;
	sd->fill = -1;
	sd->prev = PatchText;
	sd->oldno = sd->newno = 0;
}

void
hunk_side_free(Side *sd)
{
	free(sd->row);
	free(sd->rowof);
	memset(sd, 0, sizeof(*sd));
	sd->fill = -1;
}
