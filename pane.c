/* See LICENSE file for copyright and license details.
 *
 * pane.c: the commit pane and the files pane as they are shown, above
 * the text and the patch: the pane's rows in order (headers, message,
 * patch, or the part of the patch narrowed to), where they are scrolled
 * to, the place kept when an option runs the patch again, the text
 * selected and copied, the links followed, the files pane's place.
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "core.h"
#include "taste.h"
#include "part.h"
#include "load.h"
#include "list.h"
#include "text.h"
#include "patch.h"
#include "pane.h"
#include "win.h"

static struct {
	int top, col;           /* first line and column shown */
	int filestop;           /* the files pane's first file shown */
	int want;               /* a file chosen before its part came:
	                         * gone to when it does, or -1 */
	TextSel sel;
	struct {
		int on;         /* the patch runs again: keep the place */
		char *path;     /* the file at the top (any length), */
		int off;        /* the row of its part there, */
		int no, old;    /* and the number of its line there, new or old */
		int narrow;     /* the patch was narrowed to that file */
	} keep;
	int seen, seenfiles;    /* the patch's lines and files drawn so far */
	int back;               /* back or forward: the place kept (place()), or -1 */
	double pageat;          /* when a page key came: for the trace */
	char buf[LINEMAX], ctl[LINEMAX];  /* a row's drawn text, for a moment */
} pane = { .want = -1 };

int pane_top(void) { return pane.top; }
int pane_col(void) { return pane.col; }
int pane_filestop(void) { return pane.filestop; }
const TextSel *pane_sel(void) { return &pane.sel; }

/* the wheel over the files pane */
void
pane_filescroll(int n)
{
	int old = pane.filestop;

	pane.filestop = MAX(0, MIN(pane.filestop + n, patch_files()->n - core_layout()->filerows));
	if (pane.filestop != old)
		core_dirty(DirtyFiles);
}

void
pane_selset(Pos a, Pos b, int mode, int on)
{
	pane.sel = (TextSel){ a, b, mode, on, pane.sel.text };
}

void
pane_setfilestop(int top)
{
	pane.filestop = top;
	core_dirty(DirtyFiles);
}

int
pane_tlines(void)
{
	int k = patch_narrow();

	if (k >= 0)
		return patch_row(k + 1 < patch_nhdr() ? patch_hdrs()[k + 1] : patch_lines()->n) -
		       patch_rowstart();
	return text_lines() + patch_row(patch_lines()->n);
}

const struct Line *
pane_tline(int i, const char **buf)
{
	if (patch_narrow() < 0 && i < text_hdr()->n)
		return *buf = text_hdr()->buf, &text_hdr()->line[i];
	if (patch_narrow() < 0 && (i -= text_hdr()->n) < text_msg()->n)
		return *buf = text_msg()->buf, &text_msg()->line[i];
	if (patch_narrow() < 0)
		i -= text_msg()->n;
	*buf = patch_lines()->buf;
	return &patch_lines()->line[patch_rowline(patch_rowstart() + i)];
}

/* else 0: a whole row, drawn as tline has it */
int
pane_trow(int i, const SideRow **row)
{
	const SideRow *r;

	if (!patch_sidebyside() || (patch_narrow() < 0 && (i -= text_lines()) < 0))
		return 0;
	if ((i += patch_rowstart()) >= patch_side()->n)
		return 0;
	r = &patch_side()->row[i];
	if (r->kind != SidePair)
		return 0;
	*row = r;
	return 1;
}

/* the text pane line where file k of the patch starts */
static int
fileline(int k)
{
	return patch_narrow() >= 0 ? 0 : text_lines() + patch_row(patch_hdrs()[k]);
}

int
pane_curfile(void)
{
	int at;

	if (pane.want >= 0)
		return pane.want;
	if (patch_narrow() >= 0)
		return patch_narrow();
	at = pane.top - text_hdr()->n - text_msg()->n;
	if (patch_nhdr() == 0 || at < patch_row(patch_hdrs()[0]))
		return -1;
	at = patch_rowline(at);
	return util_lowerbound(patch_hdrs(), patch_nhdr(), at + 1) - 1;  /* the last at or above */
}

void
pane_puttop(int t)
{
	pane_settop(t);
	if (pane.top != t && t >= 0 && t < pane_tlines()) {
		pane.top = t;
		core_dirty(DirtyText);
	}
}

void
pane_settop(int t)
{
	int old = pane.top, oldf = pane_curfile();

	pane.top = MAX(0, MIN(t, pane_tlines() - core_layout()->textrows));
	if (pane.top != old)
		core_dirty(DirtyText);
	if (pane_curfile() != oldf)
		core_dirty(DirtyFiles);
}

/* the row in file k's part with the kept line's number, or -1 */
static int
keptrow(int k)
{
	const SideRow *r;
	int i, end, no, line;

	end = k + 1 < patch_nhdr() ? patch_side()->rowof[patch_hdrs()[k + 1]] : patch_side()->n;
	for (i = patch_side()->rowof[patch_hdrs()[k]]; i < end && pane.keep.no > 0; i++) {
		r = &patch_side()->row[i];
		no = pane.keep.old ? r->lno : r->rno;
		line = pane.keep.old ? r->left : r->right;
		if (no >= pane.keep.no && line >= 0)
			return fileline(k) + patch_row(line) - patch_row(patch_hdrs()[k]);
	}
	return -1;
}

/* a patch run again by an option: back to the place it was at, once
 * the part of its file is all in (or the patch is) */
static void
keepplace(int eof)
{
	int k, t;

	if (!pane.keep.on) {
		if (eof && pane.top >= pane_tlines())
			pane_settop(pane.top);
		return;
	}
	for (k = 0; k < patch_nhdr() && k < patch_paths()->n; k++)
		if (!strcmp(patch_paths()->buf + patch_paths()->line[k].off, pane.keep.path))
			break;
	if ((k == patch_nhdr() || k + 1 == patch_nhdr()) && !eof)
		return;
	if (pane.keep.narrow && k < patch_nhdr())
		patch_setnarrow(k);
	t = k < patch_nhdr() ? keptrow(k) : -1;
	if (t < 0)
		t = k < patch_nhdr() ? fileline(k) + pane.keep.off : pane.top;
	pane.keep.on = 0;
	pane_puttop(t);
	core_dirty(DirtyText | DirtyFiles);
}

/* where the pane is, to be back there once the patch has run again */
static void
keepwhere(void)
{
	const SideRow *r;
	int k = pane_curfile(), line;

	pane.keep.on = 0;
	if (k < 0 || k >= patch_paths()->n)
		return;
	free(pane.keep.path);
	pane.keep.path = estrdup(patch_paths()->buf + patch_paths()->line[k].off);
	pane.keep.off = pane.top - fileline(k);
	pane.keep.narrow = patch_narrow() >= 0;
	pane.keep.on = 1;
	pane.keep.no = 0;
	line = patch_rowline(pane.keep.narrow ? patch_rowstart() + pane.top :
	               pane.top - text_hdr()->n - text_msg()->n);
	if (line < 0 || line >= patch_side()->nlines)
		return;
	r = &patch_side()->row[patch_side()->rowof[line]];
	pane.keep.old = r->left == line && r->lno > 0;
	pane.keep.no = pane.keep.old ? r->lno : r->rno;
}

/* the text of row i as drawn; side by side, the old text, a space and
 * the new (a context line, on both, or a row with one side: one text) */
size_t
pane_drawn(int i, char *out, char *ctl, size_t cap, int *cols)
{
	const char *b;
	const struct Line *l;
	const SideRow *r;
	size_t n;
	int c;

	if (i < 0 || i >= pane_tlines() || cap < 2) {
		*cols = 0;
		out[0] = '\0';
		return 0;
	}
	if (pane_trow(i, &r)) {
		n = pane_drawnside(i, r->left < 0, out, ctl, cap - 1, cols);
		if (r->left < 0 || r->right < 0)  /* a context line is on both */
			return n;
		out[n] = ' ', ctl[n] = 0;
		n += pane_drawnside(i, 1, out + n + 1, ctl + n + 1, cap - n - 1, &c) + 1;
		*cols += c + 1;
		return n;
	}
	l = pane_tline(i, &b);
	return utf8_expand(b + l->off, util_crlflen(b + l->off, l->len), tabwidth, out, ctl,
	                   cap, cols);
}

/* one side of a row side by side (0 old, 1 new), without its +/- column
 * (a note of no newline has none) */
size_t
pane_drawnside(int i, int side, char *out, char *ctl, size_t cap, int *cols)
{
	const SideRow *r;
	const struct Line *l;
	int k, skip;

	*cols = 0;
	out[0] = '\0';
	if (!pane_trow(i, &r) || (k = side ? r->right : r->left) < 0)
		return 0;
	l = &patch_lines()->line[k];
	skip = l->style != PatchNoEol && l->len > 0;
	return utf8_expand(patch_lines()->buf + l->off + skip,
	                   util_crlflen(patch_lines()->buf + l->off + skip, l->len - skip),
	                   tabwidth, out, ctl, cap, cols);
}

/* the column where side's text starts in row i: past the old and a space */
int
pane_tsidecol(int i, int side)
{
	const SideRow *r;
	int cols;

	if (!side || !pane_trow(i, &r) || r->left < 0 || r->right < 0)
		return 0;
	pane_drawnside(i, 0, pane.buf, pane.ctl, sizeof(pane.buf), &cols);
	return cols + 1;
}

/* the columns [c0, c1) of row i's changed words (side by side: of that
 * side, past its +/- column); 0 when there are none or W is off */
int
pane_twords(int i, int side, int *c0, int *c1)
{
	const char *b;
	const SideRow *r;
	const struct Line *l;
	const WordSpan *w;
	int k, skip = 0;

	if (!patch_words() || i < 0 || i >= pane_tlines())
		return 0;
	if (pane_trow(i, &r)) {
		if ((k = side ? r->right : r->left) < 0 || r->left == r->right)
			return 0;
		skip = 1;
	} else {
		if ((l = pane_tline(i, &b))->style != PatchAdd && l->style != PatchDel)
			return 0;
		k = l - patch_lines()->line;
	}
	w = patch_word(k);
	if (w->s == w->e || (int)w->s < skip)
		return 0;
	l = &patch_lines()->line[k];
	utf8_expand(patch_lines()->buf + l->off + skip, w->s - skip, tabwidth, pane.buf, pane.ctl,
	            sizeof(pane.buf), c0);
	utf8_expand(patch_lines()->buf + l->off + skip, w->e - skip, tabwidth, pane.buf, pane.ctl,
	            sizeof(pane.buf), c1);
	return *c1 > *c0;
}

/* the byte of out where column col starts */
size_t
pane_colbyte(const char *s, size_t n, int col)
{
	size_t i = 0;
	long cp;

	while (col-- > 0 && i < n)
		i += utf8_decode(s + i, n - i, &cp);
	return i;
}

static int posless(Pos a, Pos b) { return a.line < b.line || (a.line == b.line && a.col < b.col); }

static int
iswordbyte(int c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	    (c >= 'A' && c <= 'Z') || c == '_' || (c & 0x80);
}

/* row i goes on with row i - 1's line of the message, wrapped at the
 * pane's width: a selection copies them as one line, as xterm does */
static int
more(int i)
{
	return patch_narrow() < 0 && text_msgmore(i - text_hdr()->n);
}

/* a word's byte at column col of row i (col -1: the row's last) */
static int
wordat(int i, int col)
{
	size_t n;
	int cols;

	n = pane_drawn(i, pane.buf, pane.ctl, sizeof(pane.buf), &cols);
	col = col < 0 ? cols - 1 : col;
	return col >= 0 && col < cols &&
	       iswordbyte((unsigned char)pane.buf[pane_colbyte(pane.buf, n, col)]);
}

/* the selection as ordered positions, grown to words or lines (a
 * message line's rows all, and a word cut by the wrap whole) */
void
pane_selrange(Pos *a, Pos *b)
{
	size_t n;
	int cols;

	*a = posless(pane.sel.b, pane.sel.a) ? pane.sel.b : pane.sel.a;
	*b = posless(pane.sel.b, pane.sel.a) ? pane.sel.a : pane.sel.b;
	if (pane.sel.mode == 3) {
		while (more(a->line))
			a->line--;
		while (more(b->line + 1))
			b->line++;
		a->col = 0;
		pane_drawn(b->line, pane.buf, pane.ctl, sizeof(pane.buf), &cols);
		b->col = cols;
	} else if (pane.sel.mode == 2) {
		for (;;) {
			n = pane_drawn(a->line, pane.buf, pane.ctl, sizeof(pane.buf), &cols);
			while (a->col > 0 && iswordbyte((unsigned char)
			    pane.buf[pane_colbyte(pane.buf, n, a->col - 1)]))
				a->col--;
			if (a->col > 0 || !more(a->line) || !wordat(a->line, 0) ||
			    !wordat(a->line - 1, -1))
				break;
			pane_drawn(--a->line, pane.buf, pane.ctl, sizeof(pane.buf), &a->col);
		}
		for (;; b->line++, b->col = 0) {
			n = pane_drawn(b->line, pane.buf, pane.ctl, sizeof(pane.buf), &cols);
			while (b->col < cols && iswordbyte((unsigned char)
			    pane.buf[pane_colbyte(pane.buf, n, b->col)]))
				b->col++;
			if (b->col < cols || !more(b->line + 1) || !wordat(b->line, -1) ||
			    !wordat(b->line + 1, 0))
				break;
		}
	}
}

/* the text gathered in out, as drawn, becomes PRIMARY: a line of it
 * that holds a bidi control (drawn as nothing) quoted as utf8_quote
 * quotes it; control characters are ^X already, as drawn */
void
pane_owntext(Buf *out)
{
	const char *s, *nl, *end;
	char *q = NULL;
	size_t len = 0, k;
	int pass;

	pipe_bufadd(out, "", 1);  /* a buffer, even for nothing */
	end = out->buf + --out->len;
	for (pass = 0; pass < 2; pass++) {  /* the length, then the text */
		q = pass ? ecalloc(len + 1, 1) : NULL;
		for (len = 0, s = out->buf; ; s = nl + 1) {
			nl = memchr(s, '\n', end - s);
			k = (nl ? nl : end) - s;
			len += utf8_quote(s, k, 1, q ? q + len : NULL, q ? k * 4 + 3 : 0);
			if (!nl)
				break;
			if (q)
				q[len] = '\n';
			len++;
		}
	}
	pipe_buffree(out);
	free(pane.sel.text);
	pane.sel.text = q;
	win_ownprimary(pane.sel.text);
}

void
pane_selcopy(void)
{
	Buf out = { 0 };
	Pos a, b;
	size_t n, s, e;
	int i, cols;

	pane_selrange(&a, &b);
	for (i = a.line; i <= b.line; i++) {
		n = pane_drawn(i, pane.buf, pane.ctl, sizeof(pane.buf), &cols);
		s = i == a.line ? pane_colbyte(pane.buf, n, a.col) : 0;
		e = i == b.line ? pane_colbyte(pane.buf, n, b.col) : n;
		if (e > s)
			pipe_bufadd(&out, pane.buf + s, e - s);
		if (i < b.line && !more(i + 1))  /* no newline where a line wraps */
			pipe_bufadd(&out, "\n", 1);
	}
	pane_owntext(&out);
}

/* the commit pane, for the window: with the widest line number shown
 * side by side, which sets where both halves' text starts */
void
pane_get(PaneView *v)
{
	const SideRow *r;
	int i, most = 1;

	v->top = pane_top(), v->lines = pane_tlines(), v->fit = core_layout()->textrows;
	v->col = pane_col();
	v->focus = core_focus() == PaneText;
	for (i = v->top; i < MIN(v->lines, v->top + v->fit + 1); i++)
		if (pane_trow(i, &r))
			most = MAX(most, MAX(r->lno, r->rno));
	for (v->numw = 1; most >= 10; most /= 10)
		v->numw++;
}

/* the rest of t, side of row i (cols: a half's columns, else -1) in
 * bytes: where it is scrolled to, its changed words, the part selected
 * (a half ending before the selection has none of it) */
static void
getbytes(int i, int side, PaneLine *t, int cols)
{
	int c0, c1, col = pane_col();
	Pos a, z;

	t->s = pane_colbyte(t->buf, t->n, col);
	if ((t->words = pane_twords(i, side, &c0, &c1) && c1 > col)) {
		t->w0 = pane_colbyte(t->buf, t->n, MAX(c0, col));
		t->w1 = pane_colbyte(t->buf, t->n, c1);
	}
	t->sel = 0;
	if (!pane_sel()->on)
		return;
	pane_selrange(&a, &z);
	if (i < a.line || i > z.line || (cols >= 0 && i == a.line && a.col - t->base > cols))
		return;
	t->selpast = i < z.line;  /* it goes on to the next rows */
	c0 = MAX(col, i == a.line ? a.col - t->base : 0);
	c1 = z.col - t->base;
	if ((t->sel = t->selpast || c1 > c0)) {
		t->sel0 = pane_colbyte(t->buf, t->n, c0);
		t->sel1 = t->selpast ? t->n : pane_colbyte(t->buf, t->n, c1);
	}
}

/* lk[b] is 1 for the bytes of t (message line l) in a link */
static void
getlinks(const struct Line *l, const PaneLine *t, char *lk)
{
	const MsgLink *k;
	size_t a, e;
	int i;

	memset(lk, 0, t->n);
	for (i = l->data; i < text_nlinks() && text_link(i)->line == text_link(l->data)->line;
	     i++) {
		k = text_link(i);
		a = pane_colbyte(t->buf, t->n, k->col);
		e = pane_colbyte(t->buf, t->n, k->col + k->cols);
		memset(lk + a, 1, e - a);
	}
}

/* one half of row i side by side: its style, number, text */
static void
gethalf(int i, int side, const SideRow *sr, PaneLine *t)
{
	int k = side ? sr->right : sr->left;

	t->style = sr->left == sr->right ? PatchContext : side ? PatchAdd : PatchDel;
	if (k >= 0 && patch_lines()->line[k].style == PatchNoEol)
		t->style = PatchNoEol;
	if (!(t->on = k >= 0))
		return;
	t->no = side ? sr->rno : sr->lno;
	t->n = pane_drawnside(i, side, t->buf, t->ctl, sizeof(t->buf), &t->cols);
	t->base = pane_tsidecol(i, side);
	getbytes(i, side, t, t->cols);
}

int
pane_getrow(int i, PaneRow *r)
{
	PaneLine *t = &r->half[0];
	const struct Line *l;
	const SideRow *sr;
	const char *b;

	r->split = r->links = 0;
	t->n = t->s = 0, t->base = 0;
	if (i < 0 || i >= pane_tlines())
		return 0;
	if ((r->split = pane_trow(i, &sr))) {
		gethalf(i, 0, sr, &r->half[0]);
		gethalf(i, 1, sr, &r->half[1]);
		return 1;
	}
	l = pane_tline(i, &b);
	t->style = l->style, t->on = 1, t->no = 0;
	t->n = pane_drawn(i, t->buf, t->ctl, sizeof(t->buf), &t->cols);
	getbytes(i, 0, t, -1);
	if ((r->links = l->style == LineMsg && l->data >= 0))
		getlinks(l, t, r->link);
	return 1;
}

/* another client took PRIMARY: the text selected is no longer shown */
void
pane_selhide(void)
{
	if (pane.sel.on)
		pane.sel.on = 0, core_dirty(DirtyText);
}

/* to the previous or next file's part of the patch */
void
pane_tfile(const Arg *arg)
{
	int k = pane_curfile(), t;

	if (patch_nhdr() == 0 || patch_narrow() >= 0)
		return;
	if (arg->i < 0 && k >= 0) {
		t = fileline(k) < pane.top ? k : k - 1;
		pane_settop(t < 0 ? 0 : fileline(t));
	} else if (arg->i >= 0 && k + 1 < patch_nhdr()) {
		pane_settop(fileline(k + 1));
	}
}

/* the columns past which the longest text on screen would leave it (side
 * by side: a half, less its line numbers) */
static int
tcolsmost(void)
{
	const SideRow *r;
	int i, side, cols, whole = 0, half = 0, num = 1, digits = 1;

	for (i = pane.top; i < MIN(pane_tlines(), pane.top + core_layout()->textrows + 1); i++) {
		if (!pane_trow(i, &r)) {
			pane_drawn(i, pane.buf, pane.ctl, sizeof(pane.buf), &cols);
			whole = MAX(whole, cols);
			continue;
		}
		num = MAX(num, MAX(r->lno, r->rno));
		for (side = 0; side < 2; side++) {
			pane_drawnside(i, side, pane.buf, pane.ctl, sizeof(pane.buf), &cols);
			half = MAX(half, cols);
		}
	}
	for (; num >= 10; num /= 10)
		digits++;
	return MAX(whole - (core_layout()->textcols - 1),
	           half - (core_layout()->halfcols - 2 - digits));
}

/* Left and Right; Right no further than the longest text on screen needs */
void
pane_tside(const Arg *arg)
{
	int c = pane.col + arg->i * 8;

	if (arg->i > 0)
		c = MIN(c, MAX(pane.col, tcolsmost()));
	pane.col = MAX(0, c);
	core_dirty(DirtyText);
}

/* keep file k in view in the files pane */
void
pane_showfile(int k)
{
	int n = core_layout()->filerows, old = pane.filestop;

	pane.filestop = util_keepinview(pane.filestop, k, n);
	if (pane.filestop != old)
		core_dirty(DirtyFiles);
}

void
pane_gotofile(int k)
{
	if (k < 0 || k >= patch_files()->n)
		return;
	/* the files pane lists the raw part, before the parts stream in:
	 * the part of a file listed but not yet come is gone to when it comes */
	pane.want = k < patch_nhdr() ? -1 : k;
	if (patch_narrow() >= 0) {
		patch_setnarrow(k < patch_nhdr() ? k : patch_narrow());
		pane.top = 0;
		core_dirty(DirtyText | DirtyFiles);
	} else if (k < patch_nhdr()) {
		pane_puttop(fileline(k));
	}
	core_dirty(DirtyFiles);
	pane_showfile(k);
}

/* the commit a link of the message at p names, or -1 */
int
pane_msglink(Pos p)
{
	const struct Line *l;
	const char *b;
	const MsgLink *k;
	int i;

	if (p.line < 0 || p.line >= pane_tlines())
		return -1;
	l = pane_tline(p.line, &b);
	if (l->style != LineMsg || l->data < 0)
		return -1;
	for (i = l->data; i < text_nlinks() &&
	     (k = text_link(i))->line == text_link(l->data)->line; i++)
		if (p.col >= k->col && p.col < k->col + k->cols)
			return k->commit;
	return -1;
}

/* the patch line of row i, as clicked at column col (side by side: the
 * side under it), if it is a hunk's line; else -1 */
static int
patchlineat(int i, int col)
{
	const SideRow *r;
	const char *b;
	int k, st;

	if (list_view() == ViewRange || i < 0 || i >= pane_tlines() ||
	    (patch_narrow() < 0 && i < text_lines()))
		return -1;
	if (pane_trow(i, &r))
		k = r->left >= 0 && (r->right < 0 || col < pane_tsidecol(i, 1)) ?
		    r->left : r->right;
	else
		k = pane_tline(i, &b) - patch_lines()->line;
	st = patch_lines()->line[k].style;
	return st == PatchAdd || st == PatchDel || st == PatchContext ? k : -1;
}

/* the parent's path of file k's part: its "--- a/PATH" line above line
 * end (C-quoted, or with a tab after a name with a space), or else the
 * path; of any length, kept (str_keep) */
static const char *
oldpath(int k, int end)
{
	const struct Line *l;
	const char *s, *kept;
	char *out;
	size_t n;
	int i;

	for (i = patch_hdrs()[k]; i < end; i++) {
		l = &patch_lines()->line[i];
		s = patch_lines()->buf + l->off;
		if (l->style != PatchMeta || l->len < 6 || strncmp(s, "--- ", 4))
			continue;
		n = l->len - (s[l->len - 1] == '\t' && s[4] != '"');
		out = ecalloc(1, n);
		n = parse_unquote(s + 4, n - 4, out, n);
		kept = n > 2 && !strncmp(out, "a/", 2) ? str_keep(out + 2, n - 2) : NULL;
		free(out);
		if (kept)
			return kept;
		break;
	}
	s = patch_paths()->buf + patch_paths()->line[k].off;
	return str_keep(s, strlen(s));
}

/* line k's numbers from its hunk's header down: a removed line is in the
 * parents of its - columns, any other in the result and the parents of
 * its blank columns; the parent it names is the first of those */
static int
numberline(int k, PatchAt *at)
{
	const struct Line *l;
	const char *s;
	long nos[WORDCOLS + 1];
	int h, i, c, nc, del;

	for (h = k; h >= 0 && patch_lines()->line[h].style != PatchHunk; h--)
		;
	l = &patch_lines()->line[MAX(h, 0)];
	s = patch_lines()->buf + l->off;
	for (nc = 0; nc < (int)l->len && s[nc] == '@'; nc++)
		;
	if (h < 0 || --nc < 1 || nc > WORDCOLS || parse_hunkcols(s, l->len, nc, nos) < 0)
		return -1;
	for (i = h + 1; i <= k; i++) {
		l = &patch_lines()->line[i];
		s = patch_lines()->buf + l->off;
		if (l->style != PatchAdd && l->style != PatchDel && l->style != PatchContext)
			continue;
		del = l->style == PatchDel;
		for (c = 0, at->parent = 0; c < nc; c++) {
			if ((del && c < (int)l->len && s[c] == '-') ||
			    (!del && (c >= (int)l->len || s[c] == ' '))) {
				if (i == k && !at->parent)
					at->parent = c + 1, at->oldno = nos[c];
				nos[c]++;
			}
		}
		at->newno = del ? 0 : nos[nc]++;
	}
	return 0;
}

/* the line clicked last, on screen, is a header's or the message's */
int
pane_offpatch(void)
{
	int end = MIN(pane_tlines(), pane.top + core_layout()->textrows);

	return core_focus() == PaneText && pane.sel.a.line >= pane.top && pane.sel.a.line < end &&
	       patchlineat(pane.sel.a.line, pane.sel.a.col) < 0;
}

int
pane_patchat(PatchAt *at)
{
	int i, k = -1, f = pane_curfile();
	int end = MIN(pane_tlines(), pane.top + core_layout()->textrows);

	if (core_focus() == PaneText && pane.sel.a.line >= pane.top && pane.sel.a.line < end)
		k = patchlineat(pane.sel.a.line, pane.sel.a.col);
	for (i = pane.top; k < 0 && i < end; i++)
		if ((k = patchlineat(i, 0)) >= 0 && f >= 0 && patch_lines()->line[k].data != f)
			k = -1;
	if (k < 0)
		return -1;
	memset(at, 0, sizeof(*at));
	at->line = k;
	at->file = patch_lines()->line[k].data;
	at->kind = patch_lines()->line[k].style;
	if (at->file < 0 || at->file >= patch_nhdr() || at->file >= patch_paths()->n ||
	    numberline(k, at) < 0)
		return -1;
	at->oldpath = oldpath(at->file, k);
	return 0;
}

/* Return in the commit pane: go to the link last clicked (a Parent: or
 * Child: line, a commit named in the message), or else the first one on
 * screen */
static void
followlink(void)
{
	const struct Line *l;
	const char *b;
	int i, c;

	if (patch_narrow() < 0 &&
	    text_unfold(pane.sel.a.line, pane.sel.a.col))  /* Branches: +K more */
		return;
	if ((c = pane_msglink(pane.sel.a)) < 0 && pane.sel.a.line >= 0 &&
	    pane.sel.a.line < pane_tlines() &&
	    (l = pane_tline(pane.sel.a.line, &b))->style == LineLink &&
	    graph_row(load_graph(), l->data) >= 0)
		c = l->data;
	for (i = pane.top; c < 0 &&
	     i < MIN(pane_tlines(), pane.top + core_layout()->textrows); i++) {
		l = pane_tline(i, &b);
		c = l->style == LineMsg && l->data >= 0 ? text_link(l->data)->commit :
		    l->style == LineLink ? l->data : -1;
		c = c >= 0 && graph_row(load_graph(), c) >= 0 ? c : -1;
	}
	if (c >= 0)
		list_selectcommit(c);
}

/* s: side by side, or unified; the row at the top stays */
void
pane_diffside(const Arg *arg)
{
	int base = patch_narrow() >= 0 ? 0 : text_lines(), at = pane.top - base, line;

	(void)arg;
	line = at >= 0 ? patch_rowline(patch_rowstart() + at) : -1;
	patch_setside(!patch_sidebyside());
	if (at >= 0)
		pane.top = base + patch_row(line) - patch_rowstart();
	pane.sel.on = 0;
	if (patch_sidebyside() && patch_combined())
		core_setstatus(0, "side by side is for one parent: a merge is shown combined");
	else
		core_setstatus(0, "patch %s", patch_sidebyside() ? "side by side" : "unified");
	pane_puttop(pane.top);
	core_dirty(DirtyText | DirtyFiles);
}

/* after a repaint of the commit pane, for the trace: that it was (a key's
 * patch on screen), and how long a patch run again or a page took */
void
pane_painted(void)
{
	double t = util_nowms(), shown = patch_shown();

	pipe_trace("+%.1fms text drawn %d lines", core_ms(), patch_lines()->n);
	if (shown > 0)
		pipe_trace("+%.1fms patch %s again on screen in %.1fms", core_ms(),
		           list_selhex(), t - shown);
	if (pane.pageat > 0)
		pipe_trace("+%.1fms page on screen in %.2fms", core_ms(), t - pane.pageat);
	pane.pageat = 0;
}

/* the place back and forward keep: a row of the whole patch, or -2 less
 * a row of the text above it; -1 none */
static int
place(void)
{
	int at = patch_narrow() >= 0 ? patch_rowstart() + pane.top : pane.top - text_lines();

	return at >= 0 ? at : -2 - pane.top;
}

/* back at a commit: to the place kept, once there are rows enough */
static void
backplace(int eof)
{
	int t = pane.back >= 0 ? text_lines() + pane.back : -2 - pane.back;

	if (pane.back == -1 || (!eof && t + core_layout()->textrows > pane_tlines()))
		return;
	pane.back = -1;
	pane_settop(t);
}

static void
paneevent(const Event *e)
{
	switch (e->kind) {
	case EvLeave:
		list_keepplace(place());
		break;
	case EvHeader:  /* the rows below the change move with it (a
	                 * message wrapped again: those below the message) */
		if (pane.top > 0 && pane.top >= text_moved())
			pane.top = MAX(0, pane.top + e->arg.moved);
		break;
	case EvPatch:  /* patch lines came: the place kept, what of them is on screen */
		if (pane.want >= 0 && pane.want < patch_nhdr())
			pane_gotofile(pane.want);
		else if (e->arg.last)  /* it ended without that part */
			pane.want = -1;
		keepplace(e->arg.last);
		backplace(e->arg.last);
		if (patch_lines()->n != pane.seen && patch_narrow() < 0 &&
		    text_lines() + patch_row(pane.seen) < pane.top + core_layout()->textrows + 1)
			core_dirty(DirtyText);
		if (patch_files()->n != pane.seenfiles &&
		    pane.seenfiles < pane.filestop + core_layout()->filerows + 1)
			core_dirty(DirtyFiles);
		pane.seen = patch_lines()->n;
		pane.seenfiles = patch_files()->n;
		break;
	case EvRerun:
		if (!pane.keep.on)  /* else the last run has not found it yet */
			keepwhere();
		pane.sel.on = 0;
		pane.seen = pane.seenfiles = 0;
		break;
	}
}

static int
panecommand(const Command *c)
{
	int k = pane_curfile();

	switch (c->kind) {
	case CmdEscape:  /* the whole patch again, when it was narrowed to a file */
		if ((k = patch_narrow()) < 0)
			return 0;
		patch_setnarrow(-1);
		pane.sel.on = 0;
		pane_settop(fileline(k));
		return 1;
	case CmdScroll:
		pane.want = -1;
		pane_settop(pane.top + c->arg.lines);
		return 1;
	case CmdPage:
		pane.want = -1;
		pane.pageat = util_nowms();
		pane_settop(pane.top + c->arg.pages * MAX(1, core_layout()->textrows - 1));
		return 1;
	case CmdLink:
		followlink();
		return 1;
	case CmdFileMove:
		k = (k < 0 && c->arg.files > 0 ? -1 : k) + c->arg.files;
		pane_gotofile(MAX(0, MIN(patch_files()->n - 1, k)));
		return 1;
	case CmdFilePick:  /* Return in the files pane: that file's patch alone, or all */
		if (patch_narrow() >= 0) {
			core_command(&(Command){ .kind = CmdEscape });
		} else if (k >= 0 || patch_nhdr() > 0) {
			patch_setnarrow(MAX(0, k));
			pane.top = 0;
			pane.sel.on = 0;
		}
		return 1;
	}
	return 0;
}

static void
panereset(void)
{
	pane.top = pane.filestop = 0;
	pane.want = -1;
	pane.sel.on = pane.keep.on = 0;
	pane.back = -1;
	pane.seen = pane.seenfiles = 0;
}

static void
paneselect(void)
{
	panereset();
	pane.col = 0;
	pane.sel.a.line = pane.sel.b.line = -1;
	pane.back = list_place();
}

static void panefree(void) { free(pane.sel.text), free(pane.keep.path); }

const Part panepart = { .reset = panereset, .select = paneselect, .event = paneevent,
	.command = panecommand, .free = panefree };
