/* See LICENSE file for copyright and license details.
 *
 * panes.c: the panes, the last step of git -> parse -> model -> view ->
 * pixels: where they are (panes_layout, telling the core only what fits)
 * and each painted with draw.c from the core's state, which it only reads.
 * x.c calls it through panes.h; start reading panes_draw().
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <X11/Xlib.h>
#include <X11/Xft/Xft.h>

#include "draw.h"
#include "graph.h"
#include "listgeom.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "core.h"
#include "taste.h"
#include "usercmd.h"
#include "gitview.h"
#include "load.h"
#include "cat.h"
#include "list.h"
#include "text.h"
#include "patch.h"
#include "pane.h"
#include "goto.h"
#include "find.h"
#include "refsview.h"
#include "fileview.h"
#include "blame.h"
#include "linelog.h"
#include "menu.h"
#include "panes.h"

#define FVFILESCOLS 24  /* the files pane's columns beside the file view, at most */
#define MAXCELLS      512    /* lanes drawn in one row */
#define LISTMAX       1024   /* rows of the list measured for its geometry */

static Drw *drw;
static Theme clr;
static Sizes sz;
static Geom pn;

static int
fviewon(void)
{
	FviewView v;

	fview_get(&v);
	return v.on;
}

static int
refsopen(void)
{
	static RefsView v;

	refsview_get(&v);
	return v.open;
}

const Geom *
panes_init(Drw *d, const Theme *theme)
{
	drw = d;
	clr = *theme;
	overlay_init(drw, &clr, &sz, &pn);
	return &pn;
}

void
panes_font(const Sizes *s, int rowh, int charw)
{
	sz = *s;
	pn.rowh = rowh;
	pn.charw = charw;
}

/* the list on top, the commit and files panes side by side below, the
 * status line at the bottom; dividers sz.px wide */
void
panes_layout(int w, int h, double listfrac, double textfrac)
{
	int avail, lh, tw, gh, bw, x, px = MAX(1, sz.px);

	pn.w = w, pn.h = h;
	pn.listfrac = listfrac, pn.textfrac = textfrac;
	avail = MAX(0, pn.h - pn.rowh);
	/* the goto bar, room allowing: a row and a pixel above and below */
	gh = avail >= 4 * pn.rowh ? pn.rowh + 2 * px : 0;
	pn.gotobar = (Rect){ 0, 0, pn.w, gh };
	avail -= gh;
	lh = avail * pn.listfrac;
	lh = MAX(MIN(avail, pn.rowh), MIN(lh, avail));
	if (avail - lh < 2 * pn.rowh)  /* no room below: the list takes it all */
		lh = avail;
	pn.list = (Rect){ 0, gh, pn.w, lh };
	tw = MAX(0, MIN(pn.w - px, (int)(pn.w * pn.textfrac)));
	/* the file view takes what the files pane can spare: its code beside
	 * blame's columns, the files pane's names still shown */
	if ((pn.fvlaid = fviewon()) && pn.w - px - tw > FVFILESCOLS * pn.charw)
		tw = pn.w - px - FVFILESCOLS * pn.charw;
	pn.text = (Rect){ 0, gh + lh + px, tw, MAX(0, avail - lh - px) };
	pn.files = (Rect){ tw + px, pn.text.y, MAX(0, pn.w - tw - px), pn.text.h };
	pn.status = (Rect){ 0, gh + avail, pn.w, pn.h - gh - avail };
	pn.half[0] = (Rect){ pn.text.x, pn.text.y, MAX(0, tw / 2 - px), pn.text.h };
	pn.half[1] = (Rect){ pn.text.x + tw / 2, pn.text.y, tw - tw / 2, pn.text.h };
	core_fit(&(Layout){ .listrows = MAX(1, lh / pn.rowh),
	         .textrows = MAX(1, pn.text.h / pn.rowh), .filerows = MAX(1, pn.files.h / pn.rowh),
	         .textcols = pn.text.w / MAX(1, pn.charw),
	         .halfcols = pn.half[0].w / MAX(1, pn.charw),
	         .wrapcols = MAX(1, (pn.text.w - pn.charw / 2 - sz.bar) / MAX(1, pn.charw)),
	         .shown = (pn.text.h > 0) << PaneText |
	                  (pn.files.h > 0 && pn.files.w > 0) << PaneFiles | (gh > 0) << PaneGoto });
	bw = 3 * pn.charw;
	pn.back = (Rect){ pn.charw / 2, px, bw, pn.rowh };
	pn.fwd = (Rect){ pn.back.x + bw + 2 * px, px, bw, pn.rowh };
	bw = drw_textw(drw, "Goto", 4) + 2 * pn.charw;
	pn.gobtn = (Rect){ pn.w - bw - pn.charw / 2, px, bw, pn.rowh };
	x = pn.fwd.x + pn.fwd.w + pn.charw;
	pn.field = (Rect){ x, px, MAX(0, pn.gobtn.x - pn.charw / 2 - x), pn.rowh };
}

/* the list's geometry, as drawn last (listgeom), and a dot's radius */
static struct {
	LaneX lx;
	Cols cols;
	int dotr;
} geom;

/* what the commit pane's find matches in buf[s..n), drawn from x on */
static void
drawfound(const char *buf, size_t n, size_t s, int x, int y, int right)
{
	size_t at = s, end;
	int so, hx0, hx1;

	while (at < n && (so = find_textmatch(buf, at, at > s, &end)) >= 0 && end > at) {
		hx0 = x + drw_textw(drw, buf + s, so - s);
		hx1 = MIN(right, x + (int)drw_textw(drw, buf + s, end - s));
		if (hx1 > hx0)
			drw_rect(drw, hx0, y, hx1 - hx0, pn.rowh, &clr.scheme[SchemeFound][ColFg]);
		at = end;
	}
}

/* the column under pixel x of the pane, on line i; side by side, of
 * the half under it, counted as pane_getrow() has the row */
static int
colat(int i, int x)
{
	static PaneRow r;
	const PaneLine *t = &r.half[0];
	PaneView v;
	size_t b, k;
	int col, w = 0, cw, side;
	long cp;

	pane_get(&v);
	if (pane_getrow(i, &r) && r.split) {
		side = x >= pn.half[1].x ? r.half[1].on : !r.half[0].on;
		t = &r.half[side];
		x -= pn.half[side].x + pn.charw / 2 + (v.numw + 1) * pn.charw;
	} else {
		x -= pn.text.x + pn.charw / 2;
	}
	for (b = t->s, col = v.col; b < t->n; col++) {
		k = utf8_decode(t->buf + b, t->n - b, &cp);
		cw = drw_textw(drw, t->buf + b, k);
		if (w + cw / 2 > x)
			break;
		w += cw;
		b += k;
	}
	return t->base + col;
}

int
panes_onnumbers(int x)
{
	char num[16];
	int at = pn.text.x + pn.charw / 2 + FVIEWANN * pn.charw;  /* as drawfview */
	FviewView v;

	fview_get(&v);
	snprintf(num, sizeof(num), "%d", MAX(1, v.lines));
	return x >= at && x < at + (int)(strlen(num) + 1) * pn.charw;
}

Pos
panes_posat(int x, int y)
{
	PaneView v;
	int line;

	pane_get(&v);
	line = MAX(0, MIN(v.top + (y - pn.text.y) / pn.rowh, v.lines - 1));
	return (Pos){ line, colat(line, x) };
}

/* the file view's line i at y: blame's annotation where a group starts,
 * where it came from, its number (marked when find matches it), its text */
static void
drawfline(int i, int y, const FviewView *v, int nw, int sel)
{
	static FviewRow r;
	int x = pn.text.x + pn.charw / 2, right = pn.text.x + pn.text.w, mark, on;
	char num[16];

	on = fview_getrow(i, &r);
	drw_rect(drw, pn.text.x, y, pn.text.w, pn.rowh, &clr.scheme[!on ? SchemeNorm : sel ?
	         SchemeSel : r.shade ? SchemeHead : SchemeNorm][ColBg]);
	if (i == 0 && v->note[0] && v->lines == 0)
		drw_text(drw, pn.text.x + pn.charw, y, pn.text.w - pn.charw, pn.rowh, v->note,
		         strlen(v->note), &clr.scheme[SchemeDim][ColFg]);
	if (!on)
		return;
	if (r.group) {
		drw_rect(drw, pn.text.x, y, 3 * sz.px, pn.rowh, &clr.lane[r.annbyte % nlanecolors]);
		drw_text(drw, x + 2 * sz.px, y, (FVIEWANN - 1) * pn.charw, pn.rowh, r.ann,
		         strlen(r.ann), &clr.scheme[r.boundary ? SchemeDim : SchemeNorm][ColFg]);
	}
	x += FVIEWANN * pn.charw;
	if (r.from[0])
		drw_text(drw, x, y, (FVIEWFROM - 1) * pn.charw, pn.rowh, r.from, strlen(r.from),
		         &clr.scheme[SchemeDim][ColFg]);
	if (v->moved)
		x += FVIEWFROM * pn.charw;
	if ((mark = find_marked(PaneText, i)) & 1)  /* every hit, whatever is scrolled off */
		drw_rect(drw, x, y, nw - pn.charw / 2, pn.rowh, &clr.scheme[SchemeFound][ColFg]);
	snprintf(num, sizeof(num), "%*d", (int)(nw / pn.charw) - 1, i + 1);
	drw_text(drw, x, y, nw, pn.rowh, num, strlen(num), &clr.scheme[SchemeDim][ColFg]);
	x += nw;
	if (mark & 2)
		drawfound(r.buf, r.n, r.s, x, y, right);
	if (x < right)
		drw_text(drw, x, y, right - x, pn.rowh, r.buf + r.s, r.n - r.s,
		         &clr.scheme[SchemeNorm][ColFg]);
}

static void
drawfview(void)
{
	FviewView v;
	char num[16];
	int i, y = pn.text.y, nw, ra, rb;

	fview_get(&v);
	drw_rect(drw, pn.text.x, y, pn.text.w, pn.rowh, &clr.scheme[SchemeFile][ColBg]);
	drw_text(drw, pn.text.x + pn.charw / 2, y, pn.text.w - pn.charw, pn.rowh, v.head,
	         strlen(v.head), &clr.scheme[SchemeFile][ColFg]);
	y += pn.rowh;
	snprintf(num, sizeof(num), "%d", MAX(1, v.lines));
	nw = (strlen(num) + 1) * pn.charw;
	if (!linelog_range(&ra, &rb))
		ra = rb = v.cursor;
	pipe_trace("+%.1fms file view %d columns, drawn from line %d, cursor on %d", core_ms(),
	           pn.text.w / MAX(1, pn.charw), v.top + 1, v.cursor + 1);
	for (i = v.top; y < pn.text.y + pn.text.h; i++, y += pn.rowh)
		drawfline(i, y, &v, nw, i >= ra && i <= rb);
}

/* a ref's label (kind -1: the count of those left out): tags as
 * luggage labels, the rest as boxes, the current branch bold */
static int
drawlabel(int kind, int current, int x, int y, const char *name, int n)
{
	static const int kindscheme[RefLast] = {
		[RefHead] = SchemeRefHead, [RefBranch] = SchemeBranch, [RefRemote] = SchemeRemote,
		[RefTag] = SchemeTag, [RefOther] = SchemeOther, [RefWorktree] = SchemeOther,
		[RefStash] = SchemeOther, [RefBad] = SchemeBad, [RefGood] = SchemeGood,
	};
	const Clr *c = clr.scheme[kind >= 0 ? kindscheme[kind] : SchemeOther];
	int tw = drw_textw(drw, name, n), h = pn.rowh - 4 * sz.px, pt = h / 2, y0 = y + 2 * sz.px;
	int tag = kind == RefTag;
	int w = tag ? pt + tw + pn.charw / 2 + 2 * sz.px : tw + pn.charw;
	XPoint box[5] = { { x, y0 }, { x + w, y0 }, { x + w, y0 + h }, { x, y0 + h } };
	XPoint luggage[6] = { { x, y0 + h / 2 }, { x + pt, y0 }, { x + w, y0 }, { x + w, y0 + h },
	                      { x + pt, y0 + h } };

	if (tag) {
		drw_poly(drw, luggage, 5, &c[ColBg], &c[ColFg]);
		drw_dot(drw, x + pt * 2 / 3, y0 + h / 2, MAX(1, h / 8), 1,
		        &clr.scheme[SchemeNorm][ColBg], &c[ColFg]);  /* the hole */
		drw_text(drw, x + pt + sz.px, y, tw + sz.px, pn.rowh, name, n, &c[ColFg]);
	} else {
		drw_poly(drw, box, 4, &c[ColBg], &c[ColFg]);
		drw_text(drw, x + pn.charw / 2, y, tw + sz.px, pn.rowh, name, n, &c[ColFg]);
		if (current)  /* bold: once more, a pixel on */
			drw_text(drw, x + pn.charw / 2 + sz.px, y, tw + sz.px, pn.rowh, name, n,
			         &c[ColFg]);
	}
	return w + sz.px;
}

/* the labels of row r's refs, in at most budget pixels */
static int
drawlabels(const ListRow *r, int x, int y, int budget)
{
	char more[32];
	const char *name = "";
	int start = x, w = 0, i, n = 0;

	for (i = 0; i < r->nrefs; i++) {
		if (i < r->nlabels) {
			name = r->label[i].name;
			n = strlen(name);
			w = drw_textw(drw, name, n) + 2 * pn.charw + pn.rowh / 2;
		}
		if (i == r->nlabels || (x + w - start > budget && x > start)) {
			n = snprintf(more, sizeof(more), "+%d", r->nrefs - i);
			x += drawlabel(-1, 0, x, y, more, n) + pn.charw / 2;
			break;
		}
		x += drawlabel(r->label[i].kind, r->label[i].current, x, y, name, n) + pn.charw / 2;
	}
	return x + pn.charw / 2;
}

/* a cut line's arrow in column x: a stem from the row's middle to a head
 * at its bottom (dir 1) or top (dir -1), sized from the dot's radius r */
static void
drawarrow(int x, int y, int dir, int lw, int r, const Clr *c)
{
	int mid = y + pn.rowh / 2, tip = dir > 0 ? y + pn.rowh - 1 : y;
	int a = r + sz.px, base = tip - dir * a;
	XPoint p[4] = { { x, tip }, { x - a, base }, { x + a, base } };

	drw_line(drw, x, mid, x, base, lw, c);
	drw_poly(drw, p, 3, c, c);
}

/* a row's lanes, at y, and its commit's dot on bg: the dot's x */
static int
drawlanes(int y, const Cell *cells, int n, int col, const Clr *bg)
{
	const LaneX *lx = &geom.lx;
	int i, cx, dx = listgeom_lanex(lx, col), k, mid = y + pn.rowh / 2, bot = y + pn.rowh;
	int lw = sz.lanew, r = geom.dotr, stub = mid + pn.rowh / 3;
	const Cell *c;

	for (i = 0; i < n; i++) {
		c = &cells[i];
		cx = listgeom_lanex(lx, i);
		if (c->flags & CellUp)
			drw_line(drw, cx, y, cx, mid, lw, &clr.lane[c->up]);
		if (c->flags & CellCutUp)
			drawarrow(cx, y, -1, lw, r, &clr.lane[c->arrow]);
		if (c->flags & CellDown)
			drw_line(drw, cx, mid, cx, bot, lw, &clr.lane[c->down]);
		if (c->flags & CellCutDown)
			drawarrow(cx, y, 1, lw, r, &clr.lane[c->arrow]);
		if (c->flags & CellLeft && i > 0)
			drw_line(drw, cx, mid, listgeom_lanex(lx, i - 1), bot, lw,
			         &clr.lane[c->down]);
		if (c->flags & CellFrom && abs(i - col) > 1) {
			/* far lanes (an octopus): along the row, then down */
			k = (cx + listgeom_lanex(lx, i > col ? i - 1 : i + 1)) / 2;
			drw_line(drw, dx, mid, k, mid, lw, &clr.lane[c->join]);
			drw_line(drw, k, mid, cx, bot, lw, &clr.lane[c->join]);
		} else if (c->flags & CellFrom)
			drw_line(drw, dx, mid, cx, bot, lw, &clr.lane[c->join]);
		if (c->flags & CellTo)
			drw_line(drw, cx, mid, dx, bot, lw, &clr.lane[c->join]);
	}
	if (cells[col].flags & CellStub) {
		c = &cells[col];
		drw_line(drw, dx, mid, dx, stub, lw, &clr.lane[c->up]);
		drw_line(drw, dx - r + sz.px, stub - r + sz.px, dx, stub, lw, &clr.lane[c->up]);
		drw_line(drw, dx + r - sz.px, stub - r + sz.px, dx, stub, lw, &clr.lane[c->up]);
	}
	drw_dot(drw, dx, mid, r, cells[col].flags & CellHollow, bg, &clr.lane[cells[col].up]);
	return dx;
}

/* where a row's text starts: after its own n lanes */
static int
textx(const LaneX *lx, int n)
{
	return listgeom_lanex(lx, MAX(1, n) - 1) + lx->pitch / 2 + pn.charw;
}

static void
drawcols(int y, const ListRow *t, int right)
{
	const Clr *fg = &clr.scheme[SchemeDim][ColFg];
	const Cols *cols = &geom.cols;
	char date[32];
	struct tm tm;
	time_t tt;

	if (cols->datew) {
		tt = (time_t)t->atime;
		localtime_r(&tt, &tm);
		strftime(date, sizeof(date), cols->day ? "%Y-%m-%d" : "%Y-%m-%d %H:%M", &tm);
		drw_text(drw, right - cols->datew + pn.charw, y, cols->datew - pn.charw, pn.rowh,
		         date, strlen(date), fg);
	}
	if (cols->authorw)
		drw_text(drw, right - cols->datew - cols->authorw + pn.charw, y,
		         cols->authorw - pn.charw, pn.rowh, t->author, strlen(t->author), fg);
}

/* the list_mark (m): a box before the labels; the x after it */
static int
drawmark(int x, int y)
{
	const Clr *c = clr.scheme[SchemeMarked];
	int tw = drw_textw(drw, clr.marklabel, strlen(clr.marklabel)), w = tw + pn.charw;

	drw_rect(drw, x, y + 2 * sz.px, w, pn.rowh - 4 * sz.px, &c[ColBg]);
	drw_text(drw, x + pn.charw / 2, y, tw + sz.px, pn.rowh, clr.marklabel,
	         strlen(clr.marklabel), &c[ColFg]);
	return x + w + pn.charw;
}

/* where each row shown drew its fold mark, for a click on it */
#define FOLDROWS 512
static struct { int x0, x1; } foldhit[FOLDROWS];

int
panes_onfold(int row, int x)
{
	return row >= 0 && row < FOLDROWS && x >= foldhit[row].x0 && x < foldhit[row].x1;
}

/* a merge's fold (z): [+N] shut, [-N] open, an ellipsis while git
 * counts; the x after it */
static int
drawfold(const ListRow *r, int x, int y, int row)
{
	char s[32];
	int n;

	if (r->fold < 0)
		n = snprintf(s, sizeof(s), "[%c\xE2\x80\xA6]", r->foldopen ? '-' : '+');
	else
		n = snprintf(s, sizeof(s), "[%c%d]", r->foldopen ? '-' : '+', r->fold);
	n = drw_text(drw, x, y, (n + 1) * pn.charw, pn.rowh, s, n, &clr.scheme[SchemeDim][ColFg]);
	if (row >= 0 && row < FOLDROWS)
		foldhit[row].x0 = x, foldhit[row].x1 = x + n;
	return x + n + pn.charw;
}

/* a local changes row above HEAD's: passing lanes, a dot joined below, a title */
static void
drawlocal(const ListRow *r, int y)
{
	const LaneX *lx = &geom.lx;
	const Clr *lc = &clr.scheme[SchemeLocal][ColFg];
	int n, col, i, cx, tx, mid = y + pn.rowh / 2, lw = sz.lanew;

	n = MIN(r->ncells, LISTCELLS);
	col = MIN(r->col, LISTCELLS - 1);
	for (i = 0; i < n; i++)
		if (r->cells[i].flags & CellUp && i != col)
			drw_line(drw, listgeom_lanex(lx, i), y, listgeom_lanex(lx, i), y + pn.rowh,
			         lw, &clr.lane[r->cells[i].up]);
	cx = listgeom_lanex(lx, col);
	if (r->localabove)  /* the local row above */
		drw_line(drw, cx, y, cx, mid, lw, lc);
	drw_line(drw, cx, mid, cx, y + pn.rowh, lw, lc);
	drw_dot(drw, cx, mid, geom.dotr, 0, lc, lc);
	tx = textx(lx, n);
	drw_text(drw, tx, y, MAX(0, pn.w - tx - pn.charw), pn.rowh, r->title, strlen(r->title),
	         &clr.scheme[r->sel ? SchemeSel : SchemeNorm][ColFg]);
}

/* the row's subject, or a note that it has none, beside its labels */
static void
drawsubject(const ListRow *r, int tx, int y, int right)
{
	int w = right - geom.cols.datew - geom.cols.authorw - tx;

	drawcols(y, r, right);
	if (w > 0 && r->loaded && !r->subject[0])
		drw_text(drw, tx, y, w, pn.rowh, "(no message)", sizeof("(no message)") - 1,
		         &clr.scheme[SchemeDim][ColFg]);
	else if (w > 0)
		drw_text(drw, tx, y, w, pn.rowh, r->subject, strlen(r->subject),
		         &clr.scheme[r->sel ? SchemeSel : SchemeNorm][ColFg]);
}

static void
drawrow(int row, int top)
{
	Cell cells[LISTCELLS];
	ListRow r = { .cells = cells, .cap = LISTCELLS };
	int y = pn.list.y + (row - top) * pn.rowh, mid = y + pn.rowh / 2, dr = geom.dotr;
	int right = pn.w - pn.charw, n, cx, tx, on;
	const Clr *bg;

	if (row < top || y >= pn.list.y + pn.list.h)
		return;
	if (y + pn.rowh > pn.list.y + pn.list.h) {  /* whole rows only: the rest is blank */
		drw_rect(drw, 0, y, pn.w, pn.list.y + pn.list.h - y,
		         &clr.scheme[SchemeNorm][ColBg]);
		return;
	}
	on = list_getrow(row, &r);
	if (row - top < FOLDROWS)
		foldhit[row - top].x0 = foldhit[row - top].x1 = 0;
	bg = &clr.scheme[r.sel ? SchemeSel : find_marked(PaneList, row) ? SchemeFound :
	                 SchemeNorm][ColBg];
	drw_rect(drw, 0, y, pn.w, pn.rowh, bg);
	if (!on)
		return;
	if (r.commit < 0) {
		drawlocal(&r, y);
		return;
	}
	n = MIN(r.ncells, LISTCELLS);
	if (r.col >= LISTCELLS) {  /* a dot past the lanes drawn: at the edge */
		r.col = LISTCELLS - 1;
		cells[r.col].flags = CellDot;
		cells[r.col].up = 0;
	}
	cx = drawlanes(y, cells, n, r.col, bg);
	if (r.localabove)  /* HEAD, joined to the local rows above */
		drw_line(drw, cx, y, cx, mid - dr, sz.lanew, &clr.scheme[SchemeLocal][ColFg]);
	tx = textx(&geom.lx, n);
	if (r.nrefs || r.marked)
		drw_line(drw, cx + dr, mid, tx, mid, sz.px, &clr.scheme[SchemeDim][ColFg]);
	if (r.marked)
		tx = drawmark(tx, y);
	if (r.side) {  /* the side, as git log --left-right and --cherry-mark print it */
		drw_text(drw, tx, y, 2 * pn.charw, pn.rowh, (char[]){ r.side }, 1,
		         &clr.scheme[SchemeNorm][ColFg]);
		tx += 2 * pn.charw;
	}
	if (r.nrefs)
		tx = drawlabels(&r, tx, y, (right - geom.cols.datew - geom.cols.authorw - tx) / 4);
	if (r.fold)
		tx = drawfold(&r, tx, y, row - top);
	if (r.hastext)
		drawsubject(&r, tx, y, right);
}

/* the geometry of the list's rows on screen, for drawing and the pointer:
 * lane columns for the widest row, squeezed to graphmaxpct of the list */
static void
listgeom(LaneX *lx, Cols *cols)
{
	ListView v = { .measure = 1 };
	int pitch = sz.pitch;

	list_get(&v);
	listgeom_lanexinit(lx, pitch / 2 + 2 * sz.px, pitch, v.widest,
	                   MAX(pitch, pn.w * graphmaxpct / 100));
	listgeom_cols(&(ColsIn){ .w = pn.w - pn.charw, .charw = pn.charw,
	         .widest = textx(lx, v.widest), .typical = textx(lx, v.typical),
	         .datew = drw_textw(drw, "0000-00-00 00:00", 16),
	         .dayw = drw_textw(drw, "0000-00-00", 10), .authorchars = authorchars,
	         .authormin = clr.authormin, .subjectmin = clr.subjectmin,
	         .subjectpct = clr.subjectpct }, cols);
}

static void
drawfocus(const Rect *r, int focus)
{
	if (focus && r->h > 0)
		drw_rect(drw, r->x, r->y, r->w, sz.edge, &clr.scheme[SchemeFocus][ColBg]);
}

/* the list's rows, or the references view over it */
static void
drawlist(void)
{
	static RefsView rv;
	ListView v = { 0 };
	int r;

	refsview_get(&rv);
	if (rv.open) {
		overlay_refs(&rv);
		return;
	}
	listgeom(&geom.lx, &geom.cols);
	geom.dotr = MAX(2 * sz.px, MIN(sz.dot, geom.lx.pitch / 4));
	list_get(&v);
	for (r = v.top; r < v.top + v.fit + 1; r++)
		drawrow(r, v.top);
	pipe_trace("+%.1fms list drawn from row %d, %d lanes", core_ms(), v.top, geom.lx.n);
	overlay_bar(PaneList);
	drawfocus(&pn.list, v.focus);
}

/* a line's colours by its style: SchemeNorm (0) where none is named */
static const Clr *
stylecolours(int style)
{
	static const int scheme[] = {
		[PatchFile] = SchemeFile, [PatchMeta] = SchemeMeta, [PatchHunk] = SchemeHunk,
		[PatchAdd] = SchemeAdd, [PatchDel] = SchemeDel, [PatchNoEol] = SchemeMeta,
		[LineHead] = SchemeHead, [LineLink] = SchemeLink,
	};

	return clr.scheme[style < (int)LEN(scheme) ? scheme[style] : SchemeNorm];
}

/* runs of plain text in fg, control characters dim, links (where lk,
 * when given, is set) underlined in the link colour; clipped at right */
static void
drawruns(const char *buf, const char *ctl, const char *lk, size_t n, size_t s,
         int x, int y, int right, const Clr *fg)
{
	const Clr *f;
	size_t e;
	int w;

	while (s < n && x < right) {
		for (e = s; e < n && ctl[e] == ctl[s] && (!lk || lk[e] == lk[s]); e++)
			;
		f = ctl[s] ? &clr.scheme[SchemeCtl][ColFg] : lk && lk[s] ?
		    &clr.scheme[SchemeLink][ColFg] : fg;
		w = drw_text(drw, x, y, right - x, pn.rowh, buf + s, e - s, f);
		if (lk && lk[s])
			drw_rect(drw, x, y + pn.rowh - 2 * sz.px, w, sz.px, f);
		x += w;
		s = e;
	}
}

/* bytes [a, b) of t shown from x on (b past its end: to the right edge),
 * as a background of c */
static void
drawspan(const PaneLine *t, size_t a, size_t b, int x, int y, int right, const Clr *c)
{
	int x0 = x + drw_textw(drw, t->buf + t->s, a - t->s);
	int x1 = b > t->n ? right : MIN(right, x + (int)drw_textw(drw, t->buf + t->s, b - t->s));

	if (x1 > x0)
		drw_rect(drw, x0, y, x1 - x0, pn.rowh, c);
}

/* a row's text or half, from the pane's column, x to right: changed
 * words, selection, matches, text runs */
static void
drawline(const PaneLine *t, const char *lk, int x, int y, int right, const Clr *fg)
{
	if (t->words)
		drawspan(t, t->w0, t->w1, x, y, right,
		         &clr.scheme[t->style == PatchAdd ? SchemeAddWord : SchemeDelWord][ColBg]);
	if (t->sel)
		drawspan(t, t->sel0, t->selpast ? t->n + 1 : t->sel1, x, y, right,
		         &clr.scheme[SchemeMark][ColBg]);
	drawfound(t->buf, t->n, t->s, x, y, right);
	drawruns(t->buf, t->ctl, lk, t->n, t->s, x, y, right, fg);
}

static void
drawtextline(const PaneRow *r, int y)
{
	const Clr *c = stylecolours(r->half[0].style);

	drw_rect(drw, pn.text.x, y, pn.text.w, pn.rowh, &c[ColBg]);
	drawline(&r->half[0], r->links ? r->link : NULL, pn.text.x + pn.charw / 2, y,
	         pn.text.x + pn.text.w, &c[ColFg]);
}

/* one side of a row side by side: its line number, its text from the
 * pane's column (both sides scroll together), clipped to its half */
static void
drawhalf(const PaneLine *t, int side, int y, int nw)
{
	const Rect *h = &pn.half[side];
	const Clr *c = t->on ? stylecolours(t->style) : clr.scheme[SchemeFiller];
	char num[16];
	int x;

	drw_rect(drw, h->x, y, h->w, pn.rowh, &c[ColBg]);
	if (!t->on)
		return;
	x = h->x + pn.charw / 2;
	if (t->no > 0)
		snprintf(num, sizeof(num), "%*d", nw, t->no);
	else  /* a line with no number: the note of no newline */
		snprintf(num, sizeof(num), "%*s", nw, "");
	drw_text(drw, x, y, MAX(0, h->x + h->w - x), pn.rowh, num, strlen(num),
	         &clr.scheme[SchemeDim][ColFg]);
	x += (nw + 1) * pn.charw;
	if (x >= h->x + h->w)
		return;
	drawline(t, NULL, x, y, h->x + h->w, &c[ColFg]);
}

static void
drawtext(void)
{
	static PaneRow r;
	PaneView v;
	int i, y = pn.text.y, fv = fviewon();

	if (pn.text.h <= 0)
		return;
	if (fv)  /* it fills the pane */
		drawfview();
	pane_get(&v);
	for (i = v.top; !fv && y < pn.text.y + pn.text.h; i++, y += pn.rowh) {
		if (pane_getrow(i, &r) && r.split) {
			drawhalf(&r.half[0], 0, y, v.numw);
			drawhalf(&r.half[1], 1, y, v.numw);
			drw_rect(drw, pn.half[1].x - sz.px, y, sz.px, pn.rowh,
			         &clr.scheme[SchemeStatus][ColBg]);
		} else if (i < v.lines)
			drawtextline(&r, y);
		else
			drw_rect(drw, pn.text.x, y, pn.text.w, pn.rowh,
			         &clr.scheme[SchemeNorm][ColBg]);
	}
	overlay_bar(PaneText);
	drawfocus(&pn.text, v.focus);
	drw_rect(drw, pn.text.x + pn.text.w, pn.text.y, sz.px, pn.text.h,
	         &clr.scheme[SchemeStatus][ColBg]);
	drw_rect(drw, 0, pn.list.y + pn.list.h, pn.w, sz.px, &clr.scheme[SchemeStatus][ColBg]);
}

/* a path in w pixels: cut at its start, where it does not fit, so that
 * the name shows ("\xE2\x80\xA6/lib/parse.c") */
static void
drawpath(int x, int y, int w, const char *s, size_t n, const Clr *fg)
{
	char buf[8192];
	size_t at = 0, m;
	int ew = drw_textw(drw, "\xE2\x80\xA6", 3);

	if ((int)drw_textw(drw, s, n) <= w || n + 3 > sizeof(buf)) {
		drw_text(drw, x, y, w, pn.rowh, s, n, fg);
		return;
	}
	while ((at = util_pathcutnext(s, n, at)) < n &&
	       (int)drw_textw(drw, s + at, n - at) + ew > w)
		;
	memcpy(buf, "\xE2\x80\xA6", 3);
	memcpy(buf + 3, s + at, n - at);
	m = 3 + n - at;
	pipe_trace("cut: files %.*s", (int)m, buf);
	drw_text(drw, x, y, w, pn.rowh, buf, m, fg);
}

static void
drawfiles(void)
{
	static FileRow r;
	FviewView v;
	const Clr *c;
	int i, y, x = pn.files.x + pn.charw / 2, k;
	const char *p;

	if (pn.files.h <= 0 || pn.files.w <= 0)
		return;
	fview_get(&v);
	for (i = v.ftop, y = pn.files.y; y < pn.files.y + pn.files.h; i++, y += pn.rowh) {
		c = clr.scheme[i == v.fcur ? SchemeSel : SchemeNorm];
		drw_rect(drw, pn.files.x, y, pn.files.w, pn.rowh, &c[ColBg]);
		if (!fview_getfile(i, &r))
			continue;
		if (v.tree) {  /* the whole tree */
			drw_text(drw, x, y, MAX(0, pn.files.w - pn.charw), pn.rowh, r.text, r.n,
			         &clr.scheme[r.dir ? SchemeLink : SchemeNorm][ColFg]);
			continue;
		}
		p = strchr(statusletters, r.status);
		k = p && r.status ? p - statusletters : -1;
		drw_text(drw, x, y, pn.charw * 2, pn.rowh, &r.letter, 1,
		         k >= 0 ? &clr.status[k] : &c[ColFg]);
		drawpath(x + 2 * pn.charw, y, MAX(0, pn.files.w - 3 * pn.charw), r.text, r.n,
		         &c[ColFg]);
	}
	overlay_bar(PaneFiles);
	drawfocus(&pn.files, v.ffocus);
}

static void
drawstatus(void)
{
	static StatusView v;
	int y = pn.status.y, rw, x;
	const Clr *c;

	gitview_status(&v);
	c = clr.scheme[v.err && !v.label[0] ? SchemeError : SchemeStatus];
	drw_rect(drw, 0, y, pn.w, pn.h - y, &c[ColBg]);
	if (v.label[0]) {  /* a prompt: its label, the line, its cursor */
		x = pn.charw + drw_text(drw, pn.charw, y, pn.w - 2 * pn.charw, pn.h - y, v.label,
		                        strlen(v.label), &c[ColFg]);
		drw_text(drw, x, y, pn.w - x - pn.charw, pn.h - y, v.edit, v.len, &c[ColFg]);
		x += drw_textw(drw, v.edit, v.cur);
		if (x < pn.w)
			drw_rect(drw, x, y + 2 * sz.px, sz.px, pn.h - y - 4 * sz.px, &c[ColFg]);
		return;
	}
	rw = drw_textw(drw, v.right, strlen(v.right));
	drw_text(drw, pn.charw, y, MAX(0, pn.w - rw - 3 * pn.charw), pn.h - y, v.left,
	         strlen(v.left), &c[ColFg]);
	drw_text(drw, pn.w - rw - pn.charw, y, rw, pn.h - y, v.right, strlen(v.right), &c[ColFg]);
}

static void
drawbutton(const Rect *r, const char *label, int enabled)
{
	const Clr *c = clr.scheme[SchemeStatus];

	drw_rect(drw, r->x, r->y, r->w, r->h, &clr.scheme[SchemeDim][ColFg]);
	drw_rect(drw, r->x + sz.px, r->y + sz.px, r->w - 2 * sz.px, r->h - 2 * sz.px, &c[ColBg]);
	drw_text(drw, r->x + (r->w - (int)drw_textw(drw, label, strlen(label))) / 2,
	         r->y, r->w, r->h, label, strlen(label),
	         enabled ? &c[ColFg] : &clr.scheme[SchemeDim][ColFg]);
}

static void
drawgoto(void)
{
	static const char gotohint[] = "SHA1, tag, branch or revision (:)";
	const Rect *f = &pn.field;
	int y = pn.gotobar.y + sz.px, h = pn.rowh, cx;
	const Edit *ed;
	GotoView v;

	if (pn.gotobar.h <= 0)
		return;
	goto_get(&v);
	ed = v.ed;
	drw_rect(drw, 0, 0, pn.w, pn.gotobar.h, &clr.scheme[SchemeStatus][ColBg]);
	drawbutton(&pn.back, "\xE2\x97\x80", v.back);           /* ◀ */
	drawbutton(&pn.fwd, "\xE2\x96\xB6", v.forward);    /* ▶ */
	drawbutton(&pn.gobtn, "Goto", 1);
	drw_rect(drw, f->x, f->y, f->w, f->h,
	         v.focus ? &clr.scheme[SchemeFocus][ColBg] : &clr.scheme[SchemeDim][ColFg]);
	drw_rect(drw, f->x + sz.px, f->y + sz.px, MAX(0, f->w - 2 * sz.px),
	         MAX(0, f->h - 2 * sz.px), &clr.scheme[SchemeNorm][ColBg]);
	if (ed->len == 0 && !v.focus) {
		drw_text(drw, f->x + pn.charw / 2, y, f->w - pn.charw, h,
		         gotohint, strlen(gotohint), &clr.scheme[SchemeDim][ColFg]);
		return;
	}
	if (v.focus && ed->all)
		drw_rect(drw, f->x + pn.charw / 2, y + sz.px,
		         MIN((int)drw_textw(drw, ed->buf, ed->len), f->w - pn.charw), h - 2 * sz.px,
		         &clr.scheme[SchemeSel][ColBg]);
	drw_text(drw, f->x + pn.charw / 2, y, f->w - pn.charw, h, ed->buf,
	         ed->len, &clr.scheme[SchemeNorm][ColFg]);
	if (v.focus) {
		cx = f->x + pn.charw / 2 + drw_textw(drw, ed->buf, ed->cur);
		if (cx < f->x + f->w - sz.px)
			drw_rect(drw, cx, y + 2 * sz.px, sz.px, h - 4 * sz.px,
			         &clr.scheme[SchemeNorm][ColFg]);
	}
}

/* the menu over the panes: a row an entry, its key on the right; at
 * the point it was asked at, moved in to fit the window */
/* draw() clipped to a rectangle off-screen, then copied to win */
static void
paint(Window win, int x, int y, int w, int h, void (*draw)(void))
{
	drw_clip(drw, x, y, w, MAX(1, h));
	draw();
	drw_map(drw, win, x, y, w, h);
}

/* the panes that changed, painted off-screen and copied to win */
void
panes_draw(Window win)
{
	ListView lv = { 0 };
	int i, y, rows[2], dirty;

	if (pn.fvlaid != fviewon())  /* the file view opened or closed */
		panes_layout(pn.w, pn.h, pn.listfrac, pn.textfrac);
	dirty = core_drawn(rows);

	if (refsopen())  /* no row of the list over the references view */
		rows[0] = rows[1] = -1;

	if (dirty & DirtyText) {
		paint(win, 0, pn.text.y - sz.px, pn.w, pn.text.h + sz.px, drawtext);
		pane_painted();
	}
	if (dirty & DirtyFiles)
		paint(win, pn.files.x, pn.files.y, pn.files.w, pn.files.h, drawfiles);
	if (dirty & DirtyGoto)
		paint(win, 0, 0, pn.w, pn.gotobar.h, drawgoto);
	if (dirty & DirtyList)
		paint(win, 0, pn.list.y, pn.w, pn.list.h, drawlist);
	else
		drw_clip(drw, 0, pn.list.y, pn.w, MAX(1, pn.list.h));
	list_get(&lv);
	for (i = 0; i < 2 && !(dirty & DirtyList); i++) {
		y = (rows[i] - lv.top) * pn.rowh;
		if (rows[i] >= lv.top && y < pn.list.h) {
			drawrow(rows[i], lv.top);
			overlay_bar(PaneList);
			if (rows[i] == lv.top)
				drawfocus(&pn.list, lv.focus);
			drw_map(drw, win, 0, pn.list.y + y, pn.w, MIN(pn.rowh, pn.list.h - y));
		}
	}
	if (dirty & (DirtyStatus | DirtyList))
		paint(win, 0, pn.status.y, pn.w, pn.status.h, drawstatus);
	if ((dirty || rows[0] >= 0) && menu_get()->on) {  /* over what was drawn */
		drw_clip(drw, 0, 0, pn.w, pn.h);
		overlay_menu();
		drw_map(drw, win, pn.menu.x, pn.menu.y, pn.menu.w, pn.menu.h);
	}
	if ((dirty || rows[0] >= 0) && overlay_helpon()) {  /* over all, a row drawn too */
		drw_clip(drw, 0, 0, pn.w, pn.h);
		overlay_help();
		drw_map(drw, win, 0, 0, pn.w, pn.h);
	}
}

/* the lane under x in the list, as drawn: where an arrow is */
int
panes_lanecol(int x)
{
	LaneX lx;
	Cols cols;

	listgeom(&lx, &cols);
	return listgeom_lanexcol(&lx, x);
}
