/* See LICENSE file for copyright and license details.
 *
 * x.c: gitview's X front end. The window, its events and their dispatch
 * (keys and buttons through the keys[] and buttons[] tables of config.h),
 * the drawing of each pane from the core's state (gitview.h) with the
 * drawing layer (draw.c), PRIMARY and CLIPBOARD, setup, main() and the
 * event loop: poll() on the X connection and on the core's live sources,
 * so that keys and exposes are answered while git is still talking.
 * Repaints go to an off-screen pixmap, only of the rows that changed,
 * and are rate-limited while git streams.
 *
 * To understand everything else, start reading main().
 */
#include <sys/types.h>

#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <poll.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <X11/Xft/Xft.h>

#include "draw.h"
#include "graph.h"
#include "listgeom.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "gitview.h"
#include "load.h"
#include "cat.h"
#include "list.h"
#include "text.h"
#include "patch.h"
#include "pane.h"
#include "goto.h"
#include "find.h"
#include "fileview.h"
#include "win.h"

#define CLEANMASK(m)  ((m) & (ControlMask | Mod1Mask | Mod4Mask))
#define MAXCELLS      512    /* lanes drawn in one row */
#define LISTMAX       1024   /* rows of the list measured for its geometry */
#define MAPDELAY      150    /* ms before the window shows with no commit */
#define ANNCOLS       33     /* blame's annotation: commit, author, date */
#define ANNAUTHOR     12     /* its author's columns */
#define EDGE          2      /* the focused pane's edge, 96-dpi pixels */
#define GRAB          2      /* a press this near a divider drags it */
#define ZOOMSTEP      1.15   /* Ctrl-plus: the fonts this much bigger */
#define ZOOMMIN       0.3
#define ZOOMMAX       5.0

enum { SchemeNorm, SchemeSel, SchemeDim, SchemeStatus, SchemeError,
       SchemeHead, SchemeLink, SchemeFile, SchemeMeta, SchemeHunk, SchemeAdd,
       SchemeDel, SchemeCtl, SchemeMark, SchemeFocus, SchemeTag, SchemeBranch,
       SchemeRemote, SchemeOther, SchemeRefHead, SchemeFound, SchemeMarked,
       SchemeLocal, SchemeAddWord, SchemeDelWord, SchemeFiller, SchemeLast };
enum { ClkGoto, ClkList, ClkText, ClkFiles, ClkStatus, ClkLast };
enum { ColFg, ColBg };
enum { WMProtocols, WMDelete, NetWMName, NetWMPid, Utf8, Targets, Text,
       Clipboard, Paste, AtomLast };

typedef struct {
	int pane;
	unsigned int mod;
	KeySym keysym;
	void (*func)(const Arg *);
	const Arg arg;
} Key;

typedef struct {
	unsigned int click;
	unsigned int button;
	void (*func)(const Arg *);
	const Arg arg;
} Button;

/* actions of the pointer and of the window, for config.h */
static void selectpointer(const Arg *arg);
static void textpress(const Arg *arg);
static void filespress(const Arg *arg);
static void wheel(const Arg *arg);
static void gotopress(const Arg *arg);
static void zoom(const Arg *arg);

#include "config.h"

Layout lay;

/* where the panes are: the list on top, the commit and files panes below
 * side by side, the status line at the bottom; dividers lay.px wide */
void
layout(void)
{
	int avail = MAX(0, lay.h - lay.rowh), lh, tw, gh, bw, x, px = MAX(1, lay.px);

	/* the goto bar, room allowing: a row and a pixel above and below */
	gh = avail >= 4 * lay.rowh ? lay.rowh + 2 * px : 0;
	lay.gotobar = (Rect){ 0, 0, lay.w, gh };
	avail -= gh;
	lh = avail * lay.listfrac;
	lh = MAX(MIN(avail, lay.rowh), MIN(lh, avail));
	if (avail - lh < 2 * lay.rowh)  /* no room below: the list takes it all */
		lh = avail;
	lay.list = (Rect){ 0, gh, lay.w, lh };
	/* the panes below, with a divider of px under the list and between */
	tw = MAX(0, MIN(lay.w - px, (int)(lay.w * lay.textfrac)));
	lay.text = (Rect){ 0, gh + lh + px, tw, MAX(0, avail - lh - px) };
	lay.files = (Rect){ tw + px, lay.text.y, MAX(0, lay.w - tw - px), lay.text.h };
	lay.status = (Rect){ 0, gh + avail, lay.w, lay.h - gh - avail };
	lay.half[0] = (Rect){ lay.text.x, lay.text.y, MAX(0, tw / 2 - px), lay.text.h };
	lay.half[1] = (Rect){ lay.text.x + tw / 2, lay.text.y, tw - tw / 2, lay.text.h };
	lay.listrows = MAX(1, lh / lay.rowh);
	lay.textrows = MAX(1, lay.text.h / lay.rowh);
	lay.filerows = MAX(1, lay.files.h / lay.rowh);
	/* the goto bar: back, forward, the field, Goto */
	bw = 3 * lay.charw;
	lay.back = (Rect){ lay.charw / 2, px, bw, lay.rowh };
	lay.fwd = (Rect){ lay.back.x + bw + 2 * px, px, bw, lay.rowh };
	bw = win_textw("Goto", 4) + 2 * lay.charw;
	lay.gobtn = (Rect){ lay.w - bw - lay.charw / 2, px, bw, lay.rowh };
	x = lay.fwd.x + lay.fwd.w + lay.charw;
	lay.field = (Rect){ x, px, MAX(0, lay.gobtn.x - lay.charw / 2 - x), lay.rowh };
	core_dirty(DirtyList | DirtyText | DirtyFiles | DirtyStatus | DirtyGoto);
}

/* compile-time checks of the configuration */
typedef char lanecolours_fit[LEN(lanecolors) >= 1 && LEN(lanecolors) <= 256 ? 1 : -1];
const unsigned int nlanecolors = LEN(lanecolors);

static void drawgoto(void);
static void drawfound(const char *buf, size_t n, size_t s, int x, int y, int right);
static int numwidth(void);

/* the window */
static struct {
	Display *dpy;
	int scr;
	Window root, win;
	Atom atom[AtomLast];
	int mapped;
	int gone;               /* destroyed by another client */
	Time evtime;            /* of the last event: for the selections */
	int urgent;             /* an event: repaint now */
	double lastdraw;
} xw = { .evtime = CurrentTime };

static Drw *drw;
static struct {
	Clr scheme[SchemeLast][2];
	Clr lane[LEN(lanecolors)];
	Clr status[LEN(statuscolors)];
} clr;

/* the pointer: where it is, its presses and what they do */
static struct {
	int x, y;
	unsigned int button;
	int presses;            /* button presses so far */
	int drag;               /* 1, 2: a divider is being dragged */
	int clicks, moved;      /* 1, 2, 3 presses in a row; a drag */
	Time lastclick;
	int filek, filepress;   /* the files pane's last press: its row, its number */
} ptr;

/* a press, on the place of the one before when same: the clicks in a
 * row (1, 2, 3), each within doubleclick ms of the one before */
static int
multiclick(int same)
{
	ptr.clicks = same && xw.evtime - ptr.lastclick < doubleclick && ptr.clicks < 3 ?
	             ptr.clicks + 1 : 1;
	ptr.lastclick = xw.evtime;
	return ptr.clicks;
}

static struct {
	const char *primary, *clipboard;  /* the text owned */
} own;
/* the sizes drawn with, in this screen's pixels: the 96-dpi sizes of
 * config.h and of the drawing, times the scale of the font, worked out
 * once a font change (setfont) */
static struct {
	double zoom;            /* Ctrl-plus and Ctrl-minus: the fonts' factor */
	double scale;           /* the font's size in pixels over basepx */
	int px;                 /* a 96-dpi pixel: outlines, dividers, margins */
	int pitch;              /* lane spacing, when the lanes fit */
	int lanew;              /* a lane's line */
	int dot;                /* a commit's dot: its radius */
	int edge;               /* the focused pane's edge */
	int grab;               /* a press this near a divider drags it */
} sz = { .zoom = 1.0, .scale = 1.0, .px = 1 };

/* n 96-dpi pixels, in this screen's: at least 1 */
static int
scaled(int n)
{
	return MAX(1, (int)(n * sz.scale + 0.5));
}

/* the list's geometry, as drawn last (listgeom), and a dot's radius */
static struct {
	LaneX lx;
	Cols cols;
	int dotr;
} geom;


/* the column under pixel x of the pane, on line i; side by side, of
 * the half under it, counted as drawn() has the row */
static int
colat(int i, int x)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	const SideRow *r;
	size_t n, b = 0, k;
	int cols, col = 0, w = 0, cw, side, base = 0;
	long cp;

	if (trow(i, &r)) {
		side = x >= lay.half[1].x ? r->right >= 0 : r->left < 0;
		base = tsidecol(i, side);
		n = drawnside(i, side, buf, ctl, sizeof(buf), &cols);
		x -= lay.half[side].x + lay.charw / 2 + (numwidth() + 1) * lay.charw;
	} else {
		n = drawn(i, buf, ctl, sizeof(buf), &cols);
		x -= lay.text.x + lay.charw / 2;
	}
	b = colbyte(buf, n, pane_col());
	for (col = pane_col(); b < n; col++) {
		k = utf8_decode(buf + b, n - b, &cp);
		cw = drw_textw(drw, buf + b, k);
		if (w + cw / 2 > x)
			break;
		w += cw;
		b += k;
	}
	return base + col;
}

static Pos
posat(int x, int y)
{
	Pos p;

	p.line = MAX(0, MIN(pane_top() + (y - lay.text.y) / lay.rowh, tlines() - 1));
	p.col = colat(p.line, x);
	return p;
}

static void
drawfview(void)
{
	char head[2200], ann[200], num[16], date[16], buf[LINEMAX], ctl[LINEMAX];
	int i, y, x, aw, nw, cols, k;
	const BlameEnt *b;
	const Clr *bg;
	struct tm tm;
	time_t tt;
	size_t n, s;

	y = lay.text.y;
	n = fview_head(head, sizeof(head) - 16);
	if (pipe_running(&fview_view()->blame))
		snprintf(head + n, sizeof(head) - n, "  (blaming\xE2\x80\xA6)");
	drw_rect(drw, lay.text.x, y, lay.text.w, lay.rowh, &clr.scheme[SchemeFile][ColBg]);
	drw_text(drw, lay.text.x + lay.charw / 2, y, lay.text.w - lay.charw, lay.rowh, head, strlen(head),
	         &clr.scheme[SchemeFile][ColFg]);
	y += lay.rowh;
	snprintf(num, sizeof(num), "%d", MAX(1, fview_view()->text.n));
	nw = (strlen(num) + 1) * lay.charw;
	aw = ANNCOLS * lay.charw;
	for (i = fview_view()->at.top; y < lay.text.y + lay.text.h; i++, y += lay.rowh) {
		bg = &clr.scheme[SchemeNorm][ColBg];
		if (i < fview_view()->text.n && i == fview_view()->at.cursor)
			bg = &clr.scheme[SchemeSel][ColBg];
		else if (i < fview_view()->text.n && fview_view()->group[i])
			bg = &clr.scheme[SchemeHead][ColBg];
		drw_rect(drw, lay.text.x, y, lay.text.w, lay.rowh, bg);
		if (i == 0 && fview_view()->note[0] && fview_view()->text.n == 0)
			drw_text(drw, lay.text.x + lay.charw, y, lay.text.w - lay.charw, lay.rowh, fview_view()->note,
			         strlen(fview_view()->note), &clr.scheme[SchemeDim][ColFg]);
		if (i >= fview_view()->text.n)
			continue;
		k = fview_view()->ann[i];
		x = lay.text.x + lay.charw / 2;
		if (k >= 0 && (i == 0 || fview_view()->ann[i - 1] != k || i == fview_view()->at.top)) {
			b = &fview_view()->ents[k];
			tt = (time_t)b->atime;
			localtime_r(&tt, &tm);
			strftime(date, sizeof(date), "%Y-%m-%d", &tm);
			s = snprintf(ann, sizeof(ann), "%.8s ", b->hex);
			s += utf8_fit(b->author, strlen(b->author), ANNAUTHOR, ann + s, sizeof(ann) - s);
			if (strncmp(ann + 9, b->author, strlen(b->author)))
				pipe_trace("cut: annotation %s", ann);
			snprintf(ann + s, sizeof(ann) - s, " %s", date);
			drw_rect(drw, lay.text.x, y, 3 * sz.px, lay.rowh,
			         &clr.lane[(unsigned char)strtol((char[3]){ b->hex[0], b->hex[1], 0 },
			                                     NULL, 16) % LEN(lanecolors)]);
			drw_text(drw, x + 2 * sz.px, y, aw - lay.charw, lay.rowh, ann, strlen(ann),
			         &clr.scheme[b->boundary ? SchemeDim : SchemeNorm][ColFg]);
		}
		x += aw;
		if (fview_match(i))  /* every hit of a find, whatever is scrolled off */
			drw_rect(drw, x, y, nw - lay.charw / 2, lay.rowh, &clr.scheme[SchemeFound][ColFg]);
		snprintf(num, sizeof(num), "%*d", (int)(nw / lay.charw) - 1, i + 1);
		drw_text(drw, x, y, nw, lay.rowh, num, strlen(num), &clr.scheme[SchemeDim][ColFg]);
		x += nw;
		n = utf8_expand(fview_view()->text.buf + fview_view()->text.line[i].off, fview_view()->text.line[i].len, tabwidth,
		                buf, ctl, sizeof(buf), &cols);
		s = colbyte(buf, n, pane_col());
		if (find_textfield() != FieldAuthor && find_textfield() != FieldMsg && find_textfield() != FieldSha)
			drawfound(buf, n, s, x, y, lay.text.x + lay.text.w);
		if (x < lay.text.x + lay.text.w)
			drw_text(drw, x, y, lay.text.x + lay.text.w - x, lay.rowh, buf + s, n - s,
			         &clr.scheme[SchemeNorm][ColFg]);
	}
}

static void
drawtree(void)
{
	char line[2048];
	const TreeEnt *t;
	const char *name;
	int i, y, v;

	for (v = pane_filestop(), y = lay.files.y; y < lay.files.y + lay.files.h; v++, y += lay.rowh) {
		drw_rect(drw, lay.files.x, y, lay.files.w, lay.rowh,
		         &clr.scheme[v == tree_view()->cur ? SchemeSel : SchemeNorm][ColBg]);
		if (v >= tree_view()->nvis)
			continue;
		t = &tree_view()->ents[tree_view()->vis[v]];
		name = strrchr(tree_view()->paths + t->path, '/');
		name = name ? name + 1 : tree_view()->paths + t->path;
		i = snprintf(line, sizeof(line), "%*s%s ", 2 * t->depth, "",
		             t->isdir ? (t->open ? "\xE2\x96\xBE" : "\xE2\x96\xB8") : " ");
		i += utf8_clean(name, strlen(name), line + i, sizeof(line) - i);
		if (t->isdir && i + 1 < (int)sizeof(line))
			line[i++] = '/', line[i] = '\0';
		drw_text(drw, lay.files.x + lay.charw / 2, y, MAX(0, lay.files.w - lay.charw), lay.rowh, line, i,
		         &clr.scheme[t->isdir ? SchemeLink : SchemeNorm][ColFg]);
	}
}

/* a ref's label: tags as luggage labels, the rest as boxes */
static int
drawlabel(int k, int x, int y, const char *name, int n)
{
	static const int kindscheme[RefLast] = {
		[RefHead] = SchemeRefHead, [RefBranch] = SchemeBranch,
		[RefRemote] = SchemeRemote, [RefTag] = SchemeTag,
		[RefOther] = SchemeOther,
	};
	const Clr *c = clr.scheme[k >= 0 ? kindscheme[refs_kind(load_refs(), k)] : SchemeOther];
	XPoint p[6];
	int tw = drw_textw(drw, name, n), h = lay.rowh - 4 * sz.px, w, y0 = y + 2 * sz.px;
	int pt = h / 2;

	if (k >= 0 && refs_kind(load_refs(), k) == RefTag) {
		w = pt + tw + lay.charw / 2 + 2 * sz.px;
		p[0] = (XPoint){ x, y0 + h / 2 };
		p[1] = (XPoint){ x + pt, y0 };
		p[2] = (XPoint){ x + w, y0 };
		p[3] = (XPoint){ x + w, y0 + h };
		p[4] = (XPoint){ x + pt, y0 + h };
		drw_poly(drw, p, 5, &c[ColBg], &c[ColFg]);
		drw_dot(drw, x + pt * 2 / 3, y0 + h / 2, MAX(1, h / 8), 1,
		        &clr.scheme[SchemeNorm][ColBg], &c[ColFg]);  /* the hole */
		drw_text(drw, x + pt + sz.px, y, tw + sz.px, lay.rowh, name, n, &c[ColFg]);
	} else {
		w = tw + lay.charw;
		p[0] = (XPoint){ x, y0 };
		p[1] = (XPoint){ x + w, y0 };
		p[2] = (XPoint){ x + w, y0 + h };
		p[3] = (XPoint){ x, y0 + h };
		drw_poly(drw, p, 4, &c[ColBg], &c[ColFg]);
		drw_text(drw, x + lay.charw / 2, y, tw + sz.px, lay.rowh, name, n, &c[ColFg]);
		if (k >= 0 && refs_current(load_refs(), k))  /* bold: once more, a pixel on */
			drw_text(drw, x + lay.charw / 2 + sz.px, y, tw + sz.px, lay.rowh, name, n, &c[ColFg]);
	}
	return w + sz.px;
}

/* the labels of the refs from k on, in at most budget pixels */
static int
drawlabels(int k, int x, int y, int budget)
{
	char more[32];
	const char *name;
	int start = x, w, left, j, n;

	for (; k >= 0; k = refs_next(load_refs(), k)) {
		name = refs_name(load_refs(), k);
		n = strlen(name);
		w = drw_textw(drw, name, n) + 2 * lay.charw + lay.rowh / 2;
		if (x + w - start > budget && x > start) {
			for (left = 0, j = k; j >= 0; j = refs_next(load_refs(), j))
				left++;
			n = snprintf(more, sizeof(more), "+%d", left);
			x += drawlabel(-1, x, y, more, n) + lay.charw / 2;
			break;
		}
		x += drawlabel(k, x, y, name, n) + lay.charw / 2;
	}
	return x + lay.charw / 2;
}

/* a cut line's arrow in column x: a stem from the row's middle to a head
 * at its bottom (dir 1) or top (dir -1), sized from the dot's radius r */
static void
drawarrow(int x, int y, int dir, int lw, int r, const Clr *c)
{
	XPoint p[4];
	int mid = y + lay.rowh / 2, tip = dir > 0 ? y + lay.rowh - 1 : y;
	int a = r + sz.px, base = tip - dir * a;

	drw_line(drw, x, mid, x, base, lw, c);
	p[0] = (XPoint){ x, tip };
	p[1] = (XPoint){ x - a, base };
	p[2] = (XPoint){ x + a, base };
	drw_poly(drw, p, 3, c, c);
}

/* a row's lanes, at y, and its commit's dot on bg: the dot's x */
static int
drawlanes(int y, const Cell *cells, int n, int col, const Clr *bg)
{
	const LaneX *lx = &geom.lx;
	int i, cx, dx, k, mid, bot = y + lay.rowh, lw, r;
	const Cell *c;

	mid = y + lay.rowh / 2;
	lw = sz.lanew;
	r = geom.dotr;
	dx = lanex(lx, col);
	for (i = 0; i < n; i++) {
		c = &cells[i];
		cx = lanex(lx, i);
		if (c->flags & CellUp)
			drw_line(drw, cx, y, cx, mid, lw, &clr.lane[c->up]);
		if (c->flags & CellCutUp)
			drawarrow(cx, y, -1, lw, r, &clr.lane[c->arrow]);
		if (c->flags & CellDown)
			drw_line(drw, cx, mid, cx, bot, lw, &clr.lane[c->down]);
		if (c->flags & CellCutDown)
			drawarrow(cx, y, 1, lw, r, &clr.lane[c->arrow]);
		if (c->flags & CellLeft && i > 0)
			drw_line(drw, cx, mid, lanex(lx, i - 1), bot, lw, &clr.lane[c->down]);
		if (c->flags & CellFrom && abs(i - col) > 1) {
			/* far lanes (an octopus): along the row, then down */
			k = (cx + lanex(lx, i > col ? i - 1 : i + 1)) / 2;
			drw_line(drw, dx, mid, k, mid, lw, &clr.lane[c->join]);
			drw_line(drw, k, mid, cx, bot, lw, &clr.lane[c->join]);
		} else if (c->flags & CellFrom) {
			drw_line(drw, dx, mid, cx, bot, lw, &clr.lane[c->join]);
		}
		if (c->flags & CellTo)
			drw_line(drw, cx, mid, dx, bot, lw, &clr.lane[c->join]);
	}
	if (cells[col].flags & CellStub) {
		drw_line(drw, dx, mid, dx, mid + lay.rowh / 3, lw, &clr.lane[cells[col].up]);
		drw_line(drw, dx - r + sz.px, mid + lay.rowh / 3 - r + sz.px, dx, mid + lay.rowh / 3, lw, &clr.lane[cells[col].up]);
		drw_line(drw, dx + r - sz.px, mid + lay.rowh / 3 - r + sz.px, dx, mid + lay.rowh / 3, lw, &clr.lane[cells[col].up]);
	}
	drw_dot(drw, dx, mid, r, cells[col].flags & CellHollow, bg, &clr.lane[cells[col].up]);
	return dx;
}

/* where a row's text starts: after its own n lanes */
static int
textx(const LaneX *lx, int n)
{
	return lanex(lx, MAX(1, n) - 1) + lx->pitch / 2 + lay.charw;
}

/* the author and the date, right-aligned columns of every row */
static void
drawcols(int y, const RowText *t, int right)
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
		drw_text(drw, right - cols->datew + lay.charw, y, cols->datew - lay.charw, lay.rowh,
		         date, strlen(date), fg);
	}
	if (cols->authorw)
		drw_text(drw, right - cols->datew - cols->authorw + lay.charw, y,
		         cols->authorw - lay.charw, lay.rowh, t->author, strlen(t->author), fg);
}

/* the mark (m): a box before the labels; the x after it */
static int
drawmark(int x, int y)
{
	const Clr *c = clr.scheme[SchemeMarked];
	int tw = drw_textw(drw, marklabel, strlen(marklabel)), w = tw + lay.charw;

	drw_rect(drw, x, y + 2 * sz.px, w, lay.rowh - 4 * sz.px, &c[ColBg]);
	drw_text(drw, x + lay.charw / 2, y, tw + sz.px, lay.rowh, marklabel, strlen(marklabel), &c[ColFg]);
	return x + w + lay.charw;
}

/* a local changes row above HEAD's: the lanes that pass, its dot in
 * HEAD's lane joined to the row below, its title */
static void
drawlocal(int row, int y)
{
	const LaneX *lx = &geom.lx;
	const Clr *lc = &clr.scheme[SchemeLocal][ColFg];
	Cell cells[MAXCELLS];
	int n, col, i, cx, tx, mid = y + lay.rowh / 2, lw = sz.lanew;
	const char *t = localtitle(rowlocal(row));

	n = MIN(graph_layout(load_graph(), graphrow(row), cells, MAXCELLS, &col), MAXCELLS);
	col = MIN(col, MAXCELLS - 1);
	for (i = 0; i < n; i++)
		if (cells[i].flags & CellUp && i != col)
			drw_line(drw, lanex(lx, i), y, lanex(lx, i), y + lay.rowh, lw, &clr.lane[cells[i].up]);
	cx = lanex(lx, col);
	if (rowlocal(row - 1) >= 0)  /* the local row above */
		drw_line(drw, cx, y, cx, mid, lw, lc);
	drw_line(drw, cx, mid, cx, y + lay.rowh, lw, lc);
	drw_dot(drw, cx, mid, geom.dotr, 0, lc, lc);
	tx = textx(lx, n);
	drw_text(drw, tx, y, MAX(0, lay.w - tx - lay.charw), lay.rowh, t, strlen(t),
	         &clr.scheme[row == selrow() ? SchemeSel : SchemeNorm][ColFg]);
}

static void
drawrow(int row)
{
	Cell cells[MAXCELLS];
	const RowText *t;
	int y = lay.list.y + (row - list_top()) * lay.rowh, w, n, col, c, cx, mid, r, tx, k;
	int right, f;
	const char *side;
	const Clr *bg;

	if (row < list_top() || y >= lay.list.y + lay.list.h)
		return;
	if (y + lay.rowh > lay.list.y + lay.list.h) {  /* whole rows only: the rest is blank */
		drw_rect(drw, 0, y, lay.w, lay.list.y + lay.list.h - y, &clr.scheme[SchemeNorm][ColBg]);
		return;
	}
	c = rowcommit(row);
	bg = &clr.scheme[row == selrow() ? SchemeSel : ismatch(c) ? SchemeFound :
	             SchemeNorm][ColBg];
	drw_rect(drw, 0, y, lay.w, lay.rowh, bg);
	if (row >= rows())
		return;
	if (c < 0) {
		drawlocal(row, y);
		return;
	}
	n = MIN(graph_layout(load_graph(), graphrow(row), cells, MAXCELLS, &col), MAXCELLS);
	if (col >= MAXCELLS) {  /* a dot past the lanes drawn: at the edge */
		col = MAXCELLS - 1;
		cells[col].flags = CellDot;
		cells[col].up = 0;
	}
	cx = drawlanes(y, cells, n, col, bg);
	mid = y + lay.rowh / 2;
	r = geom.dotr;
	if (rowlocal(row - 1) >= 0)  /* HEAD, joined to the local rows above */
		drw_line(drw, cx, y, cx, mid - r, sz.lanew, &clr.scheme[SchemeLocal][ColFg]);

	/* text: labels and subject after the row's own lanes, then author
	 * and date in columns on the right */
	tx = textx(&geom.lx, n);
	right = lay.w - lay.charw;
	k = refs_first(load_refs(), graph_id(load_graph(), c));
	if (k >= 0 || c == markedcommit())
		drw_line(drw, cx + r, mid, tx, mid, sz.px, &clr.scheme[SchemeDim][ColFg]);
	if (c == markedcommit())
		tx = drawmark(tx, y);
	if ((f = graph_flags(load_graph(), c) & (GraphLeft | GraphRight | GraphSame))) {
		/* the side, as git log --left-right and --cherry-mark print it */
		side = f & GraphSame ? "=" : f & GraphLeft ? "<" : ">";
		drw_text(drw, tx, y, 2 * lay.charw, lay.rowh, side, 1, &clr.scheme[SchemeNorm][ColFg]);
		tx += 2 * lay.charw;
	}
	if (k >= 0)
		tx = drawlabels(k, tx, y, (right - geom.cols.datew - geom.cols.authorw - tx) / 4);
	if (!(t = rowtext(c)))
		return;
	drawcols(y, t, right);
	w = right - geom.cols.datew - geom.cols.authorw - tx;
	if (w > 0 && t->loaded && !t->subject[0])
		drw_text(drw, tx, y, w, lay.rowh, "(no message)", sizeof("(no message)") - 1, &clr.scheme[SchemeDim][ColFg]);
	else if (w > 0)
		drw_text(drw, tx, y, w, lay.rowh, t->subject, strlen(t->subject),
		         &clr.scheme[row == selrow() ? SchemeSel : SchemeNorm][ColFg]);
}

static int
intcmp(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

/*
 * The list's geometry for the rows on screen, from the model (the lanes
 * of those rows and the window's size), for drawing and for the pointer
 * alike: the lane columns fit the widest row, squeezed to graphmaxpct of
 * the list; the author and date columns give way to the subject.
 */
static void
listgeom(LaneX *lx, Cols *cols)
{
	static int widths[LISTMAX];
	ColsIn in = { 0 };
	int r, n = 0, maxw = 1, col, pitch;

	for (r = list_top(); r < MIN(rows(), list_top() + lay.listrows + 1) && n < LISTMAX; r++) {
		widths[n] = MIN(graph_layout(load_graph(), graphrow(r), NULL, 0, &col), MAXCELLS);
		maxw = MAX(maxw, widths[n]);
		n++;
	}
	qsort(widths, n, sizeof(*widths), intcmp);
	pitch = sz.pitch;
	lanex_init(lx, pitch / 2 + 2 * sz.px, pitch, maxw, MAX(pitch, lay.w * graphmaxpct / 100));
	in.w = lay.w - lay.charw;
	in.charw = lay.charw;
	in.widest = textx(lx, maxw);
	in.typical = textx(lx, n ? widths[n / 2] : 1);
	in.datew = drw_textw(drw, "0000-00-00 00:00", 16);
	in.dayw = drw_textw(drw, "0000-00-00", 10);
	in.authorchars = authorchars;
	in.authormin = authormin;
	in.subjectmin = subjectmin;
	in.subjectpct = subjectpct;
	listcols(&in, cols);
}

static void
drawlist(void)
{
	int r;

	listgeom(&geom.lx, &geom.cols);
	geom.dotr = MAX(2 * sz.px, MIN(sz.dot, geom.lx.pitch / 4));
	for (r = list_top(); r < list_top() + lay.listrows + 1; r++)
		drawrow(r);
}

static const Clr *
stylecolours(int style)
{
	switch (style) {
	case PatchFile:    return clr.scheme[SchemeFile];
	case PatchMeta:    return clr.scheme[SchemeMeta];
	case PatchHunk:    return clr.scheme[SchemeHunk];
	case PatchAdd:     return clr.scheme[SchemeAdd];
	case PatchDel:     return clr.scheme[SchemeDel];
	case PatchNoEol:   return clr.scheme[SchemeMeta];
	case LineHead:     return clr.scheme[SchemeHead];
	case LineLink:     return clr.scheme[SchemeLink];
	default:           return clr.scheme[SchemeNorm];
	}
}

/* the focused pane has a coloured line along its top */
static void
drawfocus(const Rect *r, int pane)
{
	if (core_focus() == pane && r->h > 0)
		drw_rect(drw, r->x, r->y, r->w, sz.edge, &clr.scheme[SchemeFocus][ColBg]);
}

/* lk[b] is 1 for the bytes of buf (line l as drawn) in a link */
static void
marklinks(const struct Line *l, const char *buf, size_t n, char *lk)
{
	const MsgLink *k;
	size_t a, e;
	int i;

	memset(lk, 0, n);
	for (i = l->data; i < text_nlinks() && text_link(i)->line == text_link(l->data)->line; i++) {
		k = text_link(i);
		a = colbyte(buf, n, k->col);
		e = colbyte(buf, n, k->col + k->cols);
		memset(lk + a, 1, e - a);
	}
}

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
			drw_rect(drw, hx0, y, hx1 - hx0, lay.rowh, &clr.scheme[SchemeFound][ColFg]);
		at = end;
	}
}

/* the changed words [c0, c1) of a line whose text buf[s..n) starts at
 * column col, drawn from x on in the deeper shade */
static void
drawwords(const char *buf, size_t n, size_t s, int c0, int c1, int x, int y,
          int right, int style)
{
	int x0, x1;

	if (c1 <= pane_col())
		return;
	x0 = x + drw_textw(drw, buf + s, colbyte(buf, n, MAX(c0, pane_col())) - s);
	x1 = MIN(right, x + (int)drw_textw(drw, buf + s, colbyte(buf, n, c1) - s));
	if (x1 > x0)
		drw_rect(drw, x0, y, x1 - x0, lay.rowh,
		         &clr.scheme[style == PatchAdd ? SchemeAddWord : SchemeDelWord][ColBg]);
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
		w = drw_text(drw, x, y, right - x, lay.rowh, buf + s, e - s, f);
		if (lk && lk[s])
			drw_rect(drw, x, y + lay.rowh - 2 * sz.px, w, sz.px, f);
		x += w;
		s = e;
	}
}

/* the selected part of row i, whose text buf[s..n) from column col is
 * drawn from x on; base: the column of the row's text where it starts,
 * cols its columns when it is a half side by side (else -1): a half
 * whose text ends before the selection starts has nothing of it */
static void
drawsel(int i, const char *buf, size_t n, size_t s, int x, int y, int right,
        int base, int cols)
{
	Pos a, z;
	int c0, c1, x0, x1, past;

	selrange(&a, &z);
	if (i < a.line || i > z.line)
		return;
	past = i < z.line;  /* it goes on to the next rows */
	if (cols >= 0 && i == a.line && a.col - base > cols)
		return;
	c0 = MAX(pane_col(), i == a.line ? a.col - base : 0);
	c1 = z.col - base;
	if (!past && c1 <= c0)
		return;
	x0 = x + drw_textw(drw, buf + s, colbyte(buf, n, c0) - s);
	x1 = past ? right : MIN(right, x + (int)drw_textw(drw, buf + s, colbyte(buf, n, c1) - s));
	if (x1 > x0)
		drw_rect(drw, x0, y, x1 - x0, lay.rowh, &clr.scheme[SchemeMark][ColBg]);
}

static void
drawtextline(int i, int y)
{
	static char buf[LINEMAX], ctl[LINEMAX], lk[LINEMAX];
	const char *b;
	const struct Line *l = tline(i, &b);
	const Clr *c = stylecolours(l->style);
	size_t n, s;
	int cols, x = lay.text.x + lay.charw / 2, c0, c1, links;

	drw_rect(drw, lay.text.x, y, lay.text.w, lay.rowh, &c[ColBg]);
	n = drawn(i, buf, ctl, sizeof(buf), &cols);
	if ((links = l->style == LineMsg && l->data >= 0))
		marklinks(l, buf, n, lk);
	s = colbyte(buf, n, pane_col());
	if (twords(i, 0, &c0, &c1))
		drawwords(buf, n, s, c0, c1, x, y, lay.text.x + lay.text.w, l->style);
	if (pane_sel()->on)
		drawsel(i, buf, n, s, x, y, lay.text.x + lay.text.w, 0, -1);
	drawfound(buf, n, s, x, y, lay.text.x + lay.text.w);
	drawruns(buf, ctl, links ? lk : NULL, n, s, x, y, lay.text.x + lay.text.w, &c[ColFg]);
}

/* one side of row i side by side: its line number, its text from column
 * pane_col() (both sides scroll together), clipped to its half */
static void
drawhalf(int i, int side, int y, const SideRow *r, int nw)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	const Rect *h = &lay.half[side];
	int k = side ? r->right : r->left, style, cols, c0, c1, x;
	const Clr *c;
	char num[16];
	size_t n, s;

	style = r->left == r->right ? PatchContext : side ? PatchAdd : PatchDel;
	if (k >= 0 && patch_lines()->line[k].style == PatchNoEol)
		style = PatchNoEol;
	c = k < 0 ? clr.scheme[SchemeFiller] : stylecolours(style);
	drw_rect(drw, h->x, y, h->w, lay.rowh, &c[ColBg]);
	if (k < 0)
		return;
	x = h->x + lay.charw / 2;
	if ((side ? r->rno : r->lno) > 0)
		snprintf(num, sizeof(num), "%*d", nw, side ? r->rno : r->lno);
	else  /* a line with no number: the note of no newline */
		snprintf(num, sizeof(num), "%*s", nw, "");
	drw_text(drw, x, y, MAX(0, h->x + h->w - x), lay.rowh, num, strlen(num),
	         &clr.scheme[SchemeDim][ColFg]);
	x += (nw + 1) * lay.charw;
	if (x >= h->x + h->w)
		return;
	n = drawnside(i, side, buf, ctl, sizeof(buf), &cols);
	s = colbyte(buf, n, pane_col());
	if (twords(i, side, &c0, &c1))
		drawwords(buf, n, s, c0, c1, x, y, h->x + h->w, style);
	if (pane_sel()->on)
		drawsel(i, buf, n, s, x, y, h->x + h->w, tsidecol(i, side), cols);
	drawfound(buf, n, s, x, y, h->x + h->w);
	drawruns(buf, ctl, NULL, n, s, x, y, h->x + h->w, &c[ColFg]);
}

/* the digits of the largest line number side by side on screen */
static int
numwidth(void)
{
	const SideRow *r;
	int i, most = 1, nw = 1;

	for (i = pane_top(); i < MIN(tlines(), pane_top() + lay.textrows + 1); i++)
		if (trow(i, &r))
			most = MAX(most, MAX(r->lno, r->rno));
	for (; most >= 10; most /= 10)
		nw++;
	return nw;
}

static void
drawtext(void)
{
	const SideRow *r;
	int i, y = lay.text.y, nw;

	if (lay.text.h <= 0)
		return;
	if (fview_view()->on) {  /* it fills the pane */
		drawfview();
		y = lay.text.y + lay.text.h;
	}
	nw = fview_view()->on ? 0 : numwidth();
	for (i = pane_top(); y < lay.text.y + lay.text.h; i++, y += lay.rowh) {
		if (i < tlines() && trow(i, &r)) {
			drawhalf(i, 0, y, r, nw);
			drawhalf(i, 1, y, r, nw);
			drw_rect(drw, lay.half[1].x - sz.px, y, sz.px, lay.rowh, &clr.scheme[SchemeStatus][ColBg]);
		} else if (i < tlines())
			drawtextline(i, y);
		else
			drw_rect(drw, lay.text.x, y, lay.text.w, lay.rowh, &clr.scheme[SchemeNorm][ColBg]);
	}
	drawfocus(&lay.text, PaneText);
	drw_rect(drw, lay.text.x + lay.text.w, lay.text.y, lay.px, lay.text.h, &clr.scheme[SchemeStatus][ColBg]);
	drw_rect(drw, 0, lay.list.y + lay.list.h, lay.w, lay.px, &clr.scheme[SchemeStatus][ColBg]);
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
		drw_text(drw, x, y, w, lay.rowh, s, n, fg);
		return;
	}
	while ((at = path_cutnext(s, n, at)) < n && (int)drw_textw(drw, s + at, n - at) + ew > w)
		;
	memcpy(buf, "\xE2\x80\xA6", 3);
	memcpy(buf + 3, s + at, n - at);
	m = 3 + n - at;
	pipe_trace("cut: files %.*s", (int)m, buf);
	drw_text(drw, x, y, w, lay.rowh, buf, m, fg);
}

static void
drawfiles(void)
{
	const struct Line *l;
	const Clr *c;
	int i, y, cur = curfile(), x = lay.files.x + lay.charw / 2, k;
	const char *p;

	if (lay.files.h <= 0 || lay.files.w <= 0)
		return;
	if (tree_view()->on) {
		drawtree();
		drawfocus(&lay.files, PaneFiles);
		return;
	}
	for (i = pane_filestop(), y = lay.files.y; y < lay.files.y + lay.files.h; i++, y += lay.rowh) {
		c = clr.scheme[i == cur ? SchemeSel : SchemeNorm];
		drw_rect(drw, lay.files.x, y, lay.files.w, lay.rowh, &c[ColBg]);
		if (i >= patch_files()->n)
			continue;
		l = &patch_files()->line[i];
		p = strchr(statusletters, l->style);
		k = p && l->style ? p - statusletters : -1;
		drw_text(drw, x, y, lay.charw * 2, lay.rowh, patch_files()->buf + l->off, 1,
		         k >= 0 ? &clr.status[k] : &c[ColFg]);
		drawpath(x + 2 * lay.charw, y, MAX(0, lay.files.w - 3 * lay.charw),
		         patch_files()->buf + l->off + 2, l->len - 2, &c[ColFg]);
	}
	drawfocus(&lay.files, PaneFiles);
}

static void
drawstatus(void)
{
	char right[160], left[1400];
	int y = lay.status.y, rw, x;
	size_t n;
	const Clr *c = clr.scheme[core_status()->err && !find_prompt()->kind ? SchemeError : SchemeStatus];

	drw_rect(drw, 0, y, lay.w, lay.h - y, &c[ColBg]);
	if (find_prompt()->kind) {  /* the find or filter prompt, with its cursor */
		left[0] = find_prompt()->kind;
		left[1] = '\0';
		x = lay.charw + drw_text(drw, lay.charw, y, lay.w - 2 * lay.charw, lay.h - y, left, 1, &c[ColFg]);
		drw_text(drw, x, y, lay.w - x - lay.charw, lay.h - y, find_prompt()->ed.buf, find_prompt()->ed.len, &c[ColFg]);
		x += drw_textw(drw, find_prompt()->ed.buf, find_prompt()->ed.cur);
		if (x < lay.w)
			drw_rect(drw, x, y + 2 * sz.px, sz.px, lay.h - y - 4 * sz.px, &c[ColFg]);
		return;
	}
	if (core_status()->text[0])
		snprintf(left, sizeof(left), "%s", core_status()->text);
	else
		statusinfo(left, sizeof(left));
	n = diffinfo(right, sizeof(right) - 24);
	if (selrow() >= 0)
		snprintf(right + n, sizeof(right) - n, "%s%d/%d", n ? "  " : "", selrow() + 1, rows());
	rw = drw_textw(drw, right, strlen(right));
	drw_text(drw, lay.charw, y, MAX(0, lay.w - rw - 3 * lay.charw), lay.h - y, left, strlen(left), &c[ColFg]);
	drw_text(drw, lay.w - rw - lay.charw, y, rw, lay.h - y, right, strlen(right), &c[ColFg]);
}

static void
draw(void)
{
	int i, dirty, rows[2];

	if (!xw.mapped || !core_wants())
		return;
	dirty = core_drawn(rows);
	if (dirty & DirtyText) {
		drw_clip(drw, 0, lay.text.y - lay.px, lay.w, lay.text.h + lay.px);
		drawtext();
		drw_map(drw, xw.win, 0, lay.text.y - lay.px, lay.w, lay.text.h + lay.px);
		core_painted();
	}
	if (dirty & DirtyFiles) {
		drw_clip(drw, lay.files.x, lay.files.y, lay.files.w, lay.files.h);
		drawfiles();
		drw_map(drw, xw.win, lay.files.x, lay.files.y, lay.files.w, lay.files.h);
	}
	if (dirty & DirtyGoto) {
		drw_clip(drw, 0, 0, lay.w, MAX(1, lay.gotobar.h));
		drawgoto();
		drw_map(drw, xw.win, 0, 0, lay.w, lay.gotobar.h);
	}
	drw_clip(drw, 0, lay.list.y, lay.w, MAX(1, lay.list.h));
	if (dirty & DirtyList) {
		drawlist();
		pipe_trace("+%.1fms list drawn from row %d, %d lanes", core_ms(),
		           list_top(), geom.lx.n);
		drawfocus(&lay.list, PaneList);
		drw_map(drw, xw.win, 0, lay.list.y, lay.w, lay.list.h);
	} else {
		for (i = 0; i < 2; i++) {
			if (rows[i] >= list_top() && (rows[i] - list_top()) * lay.rowh < lay.list.h) {
				drawrow(rows[i]);
				if (rows[i] == list_top())
					drawfocus(&lay.list, PaneList);
				drw_map(drw, xw.win, 0, lay.list.y + (rows[i] - list_top()) * lay.rowh, lay.w,
				        MIN(lay.rowh, lay.list.h - (rows[i] - list_top()) * lay.rowh));
			}
		}
	}
	drw_clip(drw, 0, 0, lay.w, lay.h);
	if (dirty & (DirtyStatus | DirtyList)) {
		drawstatus();
		drw_map(drw, xw.win, 0, lay.status.y, lay.w, lay.status.h);
	}
	xw.urgent = 0;
	xw.lastdraw = now_ms();
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
	const Rect *f = &lay.field;
	int y = lay.gotobar.y + sz.px, h = lay.rowh, cx;

	if (lay.gotobar.h <= 0)
		return;
	drw_rect(drw, 0, 0, lay.w, lay.gotobar.h, &clr.scheme[SchemeStatus][ColBg]);
	drawbutton(&lay.back, "\xE2\x97\x80", list_back());           /* ◀ */
	drawbutton(&lay.fwd, "\xE2\x96\xB6", list_forward());    /* ▶ */
	drawbutton(&lay.gobtn, "Goto", 1);
	drw_rect(drw, f->x, f->y, f->w, f->h,
	         core_focus() == PaneGoto ? &clr.scheme[SchemeFocus][ColBg] : &clr.scheme[SchemeDim][ColFg]);
	drw_rect(drw, f->x + sz.px, f->y + sz.px, MAX(0, f->w - 2 * sz.px), MAX(0, f->h - 2 * sz.px),
	         &clr.scheme[SchemeNorm][ColBg]);
	if (goto_edit()->len == 0 && core_focus() != PaneGoto) {
		drw_text(drw, f->x + lay.charw / 2, y, f->w - lay.charw, h,
		         gotohint, strlen(gotohint), &clr.scheme[SchemeDim][ColFg]);
		return;
	}
	if (core_focus() == PaneGoto && goto_edit()->all)
		drw_rect(drw, f->x + lay.charw / 2, y + sz.px,
		         MIN((int)drw_textw(drw, goto_edit()->buf, goto_edit()->len), f->w - lay.charw), h - 2 * sz.px,
		         &clr.scheme[SchemeSel][ColBg]);
	drw_text(drw, f->x + lay.charw / 2, y, f->w - lay.charw, h, goto_edit()->buf,
	         goto_edit()->len, &clr.scheme[SchemeNorm][ColFg]);
	if (core_focus() == PaneGoto) {
		cx = f->x + lay.charw / 2 + drw_textw(drw, goto_edit()->buf, goto_edit()->cur);
		if (cx < f->x + f->w - sz.px)
			drw_rect(drw, cx, y + 2 * sz.px, sz.px, h - 4 * sz.px, &clr.scheme[SchemeNorm][ColFg]);
	}
}

/* a click in the goto bar: its buttons, or the field (middle: paste) */
static void
gotopress(const Arg *arg)
{
	int in = ptr.x >= lay.field.x && ptr.x < lay.field.x + lay.field.w;

	(void)arg;
	if (ptr.x >= lay.back.x && ptr.x < lay.back.x + lay.back.w)
		history(&(Arg){ .i = -1 });
	else if (ptr.x >= lay.fwd.x && ptr.x < lay.fwd.x + lay.fwd.w)
		history(&(Arg){ .i = +1 });
	else if (ptr.x >= lay.gobtn.x && ptr.x < lay.gobtn.x + lay.gobtn.w)
		gotorun();
	else if (in && ptr.button == Button2) {
		gotofocus(NULL);
		XConvertSelection(xw.dpy, XA_PRIMARY, xw.atom[Utf8], xw.atom[Paste], xw.win, xw.evtime);
	} else if (in) {
		gotofocus(NULL);
	}
}

static void
selectionnotify(XEvent *e)
{
	XSelectionEvent *ev = &e->xselection;
	unsigned char *data = NULL;
	unsigned long n, after;
	Atom type;
	int fmt;

	if (ev->property == None)
		return;
	if (XGetWindowProperty(xw.dpy, xw.win, ev->property, 0, sizeof(goto_edit()->buf) / 4, True,
	    AnyPropertyType, &type, &fmt, &n, &after, &data) == Success && data) {
		if (fmt == 8)
			edit_paste((char *)data, n);
		XFree(data);
	}
}

static void
selectpointer(const Arg *arg)
{
	int r = list_top() + (ptr.y - lay.list.y) / lay.rowh, col, c;
	LaneX lx;
	Cols cols;

	(void)arg;
	if (r >= rows() || r - list_top() >= lay.listrows)  /* past the last whole row */
		return;
	listgeom(&lx, &cols);  /* an arrow: the commit at the line's other end */
	if (rowlocal(r) < 0 && (col = lanex_col(&lx, ptr.x)) >= 0 &&
	    (c = graph_arrow(load_graph(), graphrow(r), col)) >= 0 && graph_row(load_graph(), c) >= 0) {
		selectcommit(c);
		return;
	}
	if (list_sel() >= 0 && rowcommit(r) == list_sel() && own.primary != list_primhex()) {
		win_ownprimary(list_primhex());  /* a click on the selected commit: PRIMARY back */
		pane_selset(pane_sel()->a, pane_sel()->b, pane_sel()->mode, 0);
		core_dirty(DirtyText);
	}
	selectrow(r);
}

static void
textpress(const Arg *arg)
{
	Pos p;
	int line;

	(void)arg;
	if (fview_view()->on) {  /* a click on a line: the cursor; on its annotation: go */
		core_setfocus(PaneText);
		line = (ptr.y - lay.text.y) / lay.rowh - 1;
		line = line < 0 ? -1 : fview_view()->at.top + line;
		multiclick(line == pane_sel()->a.line);
		p.line = line, p.col = 0;
		pane_selset(p, pane_sel()->b, pane_sel()->mode, pane_sel()->on);
		if (ptr.clicks == 3) {  /* a triple-click copies the line */
			fview_copy(line);
		} else if (line >= 0 && line < fview_view()->text.n && ptr.clicks == 1) {
			fview_show(line);
			if (ptr.x < lay.text.x + ANNCOLS * lay.charw)
				fview_select();
		}
		core_dirty(DirtyAll);
		return;
	}
	p = posat(ptr.x, ptr.y);
	core_setfocus(PaneText);
	multiclick(p.line == pane_sel()->a.line);
	pane_selset(p, p, ptr.clicks, ptr.clicks > 1);
	ptr.moved = 0;
	ptr.drag = 3;
	core_dirty(DirtyText | DirtyList | DirtyFiles);
}

static void
filespress(const Arg *arg)
{
	int k = pane_filestop() + (ptr.y - lay.files.y) / lay.rowh;
	int twice = multiclick(k == ptr.filek && ptr.presses == ptr.filepress + 1) >= 2;

	(void)arg;
	ptr.filek = k, ptr.filepress = ptr.presses;
	core_setfocus(PaneFiles);
	core_dirty(DirtyAll);
	if (tree_view()->on) {
		tree_pick(k);
		return;
	}
	gotofile(k);
	if (twice && k < patch_files()->n)  /* a double-click opens the file view */
		blame(NULL);
}

/* the wheel scrolls the pane under the pointer */
static void
wheel(const Arg *arg)
{
	if (ptr.y < lay.list.y + lay.list.h) {
		scroll(arg);
	} else if (ptr.x < lay.files.x && fview_view()->on) {
		fview_scroll(arg->i * wheelrows);
	} else if (ptr.x < lay.files.x) {
		settop(pane_top() + arg->i * wheelrows);
	} else {
		pane_filescroll(arg->i * wheelrows);
	}
}

static void
buttonpress(XEvent *e)
{
	XButtonEvent *ev = &e->xbutton;
	unsigned int i, click;

	xw.evtime = ev->time;
	ptr.x = ev->x, ptr.y = ev->y;
	ptr.button = ev->button;
	ptr.presses++;
	xw.urgent = 1;
	if (ev->button == Button1 && lay.text.h > 0 && abs(ev->y - lay.text.y) <= sz.grab) {
		ptr.drag = 1;  /* the divider under the list */
		return;
	}
	if (ev->button == Button1 && ev->y > lay.text.y && ev->y < lay.status.y &&
	    abs(ev->x - lay.files.x) <= sz.grab) {
		ptr.drag = 2;  /* the divider between the commit and files panes */
		return;
	}
	if (ev->y < lay.gotobar.h)
		click = ClkGoto;
	else if (ev->y < lay.text.y)
		click = ClkList;
	else if (ev->y >= lay.status.y)
		click = ClkStatus;
	else
		click = ev->x < lay.files.x ? ClkText : ClkFiles;
	if (click != ClkGoto && core_focus() == PaneGoto) {
		core_setfocus(PaneList);
		core_dirty(DirtyAll);
	}
	if (click == ClkList && ev->button == Button1 && core_focus() != PaneList) {
		core_setfocus(PaneList);
		core_dirty(DirtyList | DirtyText | DirtyFiles);
	}
	for (i = 0; i < LEN(buttons); i++)
		if ((buttons[i].click == click || buttons[i].click == ClkLast) &&
		    buttons[i].button == ev->button) {
			core_act();
			buttons[i].func(&buttons[i].arg);
		}
}

static void
motionnotify(XEvent *e)
{
	XMotionEvent *ev = &e->xmotion;
	int avail = MAX(1, lay.h - lay.rowh);
	Pos p;

	while (XCheckTypedWindowEvent(xw.dpy, xw.win, MotionNotify, e))
		;  /* only the latest place matters */
	xw.evtime = ev->time;
	if (ptr.drag == 1) {
		lay.listfrac = MAX(0.05, MIN(0.95, (double)(ev->y - lay.gotobar.h) / MAX(1, avail - lay.gotobar.h)));
		layout();
		follow();
	} else if (ptr.drag == 2) {
		lay.textfrac = MAX(0.05, MIN(0.95, (double)ev->x / MAX(1, lay.w)));
		layout();
	} else if (ptr.drag == 3) {
		p = posat(ev->x, ev->y);
		if (p.line != pane_sel()->b.line || p.col != pane_sel()->b.col) {
			pane_selset(pane_sel()->a, p, pane_sel()->mode, 1);
			ptr.moved = 1;
			if (ev->y >= lay.text.y + lay.text.h)
				settop(pane_top() + 1);
			else if (ev->y < lay.text.y)
				settop(pane_top() - 1);
			core_dirty(DirtyText);
		}
	}
	xw.urgent = 1;
}

static void
buttonrelease(XEvent *e)
{
	const char *b;
	const struct Line *l;
	int c;

	xw.evtime = e->xbutton.time;
	if (ptr.drag == 3 && e->xbutton.button == Button1) {
		if (pane_sel()->on) {
			selcopy();
		} else if (ptr.clicks == 1 && pane_sel()->a.line >= 0 && pane_sel()->a.line < tlines()) {
			/* a click on a Parent: or Child: line goes there */
			l = tline(pane_sel()->a.line, &b);
			if (l->style == LineLink && l->data >= 0 &&
			    graph_row(load_graph(), l->data) >= 0)
				selectcommit(l->data);
			else if ((c = msglink(pane_sel()->a)) >= 0)  /* a commit named in the message */
				selectcommit(c);
		}
	}
	ptr.drag = 0;
	xw.urgent = 1;
}

static void
clientmessage(XEvent *e)
{
	if (e->xclient.message_type == xw.atom[WMProtocols] &&
	    (Atom)e->xclient.data.l[0] == xw.atom[WMDelete])
		quit(NULL);
}

/* the window destroyed without WM_DELETE_WINDOW (xdotool windowclose, a
 * window manager that destroys): the end, as closing it is */
static void
destroynotify(XEvent *e)
{
	if (e->xdestroywindow.window != xw.win)
		return;
	xw.gone = 1;
	quit(NULL);
}

static void
configurenotify(XEvent *e)
{
	XConfigureEvent *ev = &e->xconfigure;

	if (ev->width == lay.w && ev->height == lay.h)
		return;
	lay.w = ev->width, lay.h = ev->height;
	drw_resize(drw, lay.w, lay.h);
	layout();
	follow();
	settop(pane_top());
	core_dirty(DirtyList | DirtyStatus);
	xw.urgent = 1;
}

static void
expose(XEvent *e)
{
	XExposeEvent *ev = &e->xexpose;

	if (!xw.mapped)
		return;
	if (core_wants() & DirtyList)
		return;  /* the coming repaint copies everything */
	drw_map(drw, xw.win, ev->x, ev->y, ev->width, ev->height);
}

/* a key as the goto field and the prompt know it (gitview.h: Ed...) */
static int
editkey(KeySym sym, unsigned int state)
{
	if (IsModifierKey(sym) || (sym == XK_Insert && !(state & ShiftMask)))
		return EdIgnore;
	if (sym == XK_Insert)
		return EdPaste;
	if (state & ControlMask) {
		switch (sym) {
		case XK_u: return EdKillStart;
		case XK_w: return EdKillWord;
		case XK_a: return EdHome;
		case XK_e: return EdEnd;
		default: return EdOther;
		}
	}
	switch (sym) {
	case XK_Tab: case XK_ISO_Left_Tab: return EdTab;
	case XK_Return: case XK_KP_Enter: return EdEnter;
	case XK_Escape: return EdCancel;
	case XK_Up: return EdUp;
	case XK_Down: return EdDown;
	case XK_Left: return EdLeft;
	case XK_Right: return EdRight;
	case XK_Home: return EdHome;
	case XK_End: return EdEnd;
	case XK_BackSpace: return EdBackspace;
	case XK_Delete: return EdDelete;
	default: return EdText;
	}
}

static void
keypress(XEvent *e)
{
	XKeyEvent *ev = &e->xkey;
	char buf[32];
	KeySym sym;
	unsigned int i;
	int n;

	xw.evtime = ev->time;
	n = XLookupString(ev, buf, sizeof(buf), &sym, NULL);
	if ((core_focus() == PaneGoto || find_prompt()->kind) && editkey(sym, ev->state) != EdIgnore)
		core_act();
	if (core_focus() == PaneGoto) {
		gotokey(editkey(sym, ev->state), buf, n);
		xw.urgent = 1;
		return;
	}
	if (find_prompt()->kind) {
		promptkey(editkey(sym, ev->state), buf, n);
		xw.urgent = 1;
		return;
	}
	for (i = 0; i < LEN(keys); i++) {
		if (keys[i].keysym == sym && CLEANMASK(keys[i].mod) == CLEANMASK(ev->state) &&
		    (keys[i].pane == core_focus() || keys[i].pane == PaneAny)) {
			pipe_trace("+%.1fms key %s", core_ms(),
			           XKeysymToString(sym) ? XKeysymToString(sym) : "?");
			core_act();
			keys[i].func(&keys[i].arg);
			break;
		}
	}
	xw.urgent = 1;
}

static void
mappingnotify(XEvent *e)
{
	XRefreshKeyboardMapping(&e->xmapping);
}

static void
selectionrequest(XEvent *e)
{
	XSelectionRequestEvent *r = &e->xselectionrequest;
	XSelectionEvent ev;
	Atom prop = r->property == None ? r->target : r->property;
	Atom t[] = { xw.atom[Targets], xw.atom[Utf8], XA_STRING, xw.atom[Text] };
	const char *text = NULL;

	memset(&ev, 0, sizeof(ev));
	ev.type = SelectionNotify;
	ev.requestor = r->requestor;
	ev.selection = r->selection;
	ev.target = r->target;
	ev.time = r->time;
	ev.property = None;
	if (r->selection == XA_PRIMARY && own.primary)
		text = own.primary;
	else if (r->selection == xw.atom[Clipboard] && own.clipboard)
		text = own.clipboard;
	if (text) {
		if (r->target == xw.atom[Targets]) {
			XChangeProperty(xw.dpy, r->requestor, prop, XA_ATOM, 32,
			                PropModeReplace, (unsigned char *)t, LEN(t));
			ev.property = prop;
		} else if (r->target == xw.atom[Utf8] || r->target == XA_STRING ||
		           r->target == xw.atom[Text]) {
			XChangeProperty(xw.dpy, r->requestor, prop,
			                r->target == xw.atom[Utf8] ? xw.atom[Utf8] : XA_STRING, 8,
			                PropModeReplace, (unsigned char *)text, strlen(text));
			ev.property = prop;
		}
	}
	XSendEvent(xw.dpy, r->requestor, True, 0, (XEvent *)&ev);
}

/* another client took PRIMARY: the text selection is no longer shown,
 * and selecting the selected commit again takes PRIMARY back */
static void
selectionclear(XEvent *e)
{
	if (e->xselectionclear.selection != XA_PRIMARY)
		return;
	own.primary = NULL;
	if (pane_sel()->on) {
		pane_selset(pane_sel()->a, pane_sel()->b, pane_sel()->mode, 0);
		core_dirty(DirtyText);
	}
}

/* X events */

static void (*handler[LASTEvent])(XEvent *) = {
	[ButtonPress] = buttonpress,
	[ButtonRelease] = buttonrelease,
	[MotionNotify] = motionnotify,
	[ClientMessage] = clientmessage,
	[ConfigureNotify] = configurenotify,
	[DestroyNotify] = destroynotify,
	[Expose] = expose,
	[KeyPress] = keypress,
	[MappingNotify] = mappingnotify,
	[SelectionClear] = selectionclear,
	[SelectionNotify] = selectionnotify,
	[SelectionRequest] = selectionrequest,
};

/* what the core asks of the window: win.h */

void
win_show(void)
{
	if (xw.mapped)
		return;
	XMapRaised(xw.dpy, xw.win);
	xw.mapped = 1;
	core_dirty(DirtyList | DirtyStatus);
}

void
win_title(const char *title)
{
	Xutf8SetWMProperties(xw.dpy, xw.win, title, title, NULL, 0, NULL, NULL, NULL);
	XChangeProperty(xw.dpy, xw.win, xw.atom[NetWMName], xw.atom[Utf8], 8, PropModeReplace,
	                (const unsigned char *)title, strlen(title));
}

/* PRIMARY holds text from the event's time; should the server hold a
 * later time for the last owner, from now */
void
win_ownprimary(const char *text)
{
	own.primary = text;
	XSetSelectionOwner(xw.dpy, XA_PRIMARY, xw.win, xw.evtime);
	if (XGetSelectionOwner(xw.dpy, XA_PRIMARY) != xw.win)
		XSetSelectionOwner(xw.dpy, XA_PRIMARY, xw.win, CurrentTime);
}

void
win_ownclipboard(const char *text)
{
	own.clipboard = text;
	XSetSelectionOwner(xw.dpy, xw.atom[Clipboard], xw.win, xw.evtime);
}

void
win_paste(void)
{
	XConvertSelection(xw.dpy, XA_PRIMARY, xw.atom[Utf8], xw.atom[Paste], xw.win, xw.evtime);
}

int
win_textw(const char *s, size_t n)
{
	return drw_textw(drw, s, n);
}

/* the fonts at sz.zoom times their size, and every size with them: the
 * scale is the first font's size in pixels (its points at the dpi Xft
 * uses, Xft.dpi when the X resources have it) over basepx */
static void
setfont(void)
{
	drw_fontset_create(drw, fonts, LEN(fonts), sz.zoom);
	sz.scale = drw->fonts->px / basepx;
	sz.px = scaled(1);
	sz.pitch = scaled(lanepitch);
	sz.lanew = scaled(lanewidth);
	sz.dot = scaled(dotradius);
	sz.edge = scaled(EDGE);
	sz.grab = scaled(GRAB);
	drw->linew = sz.px;
	lay.px = sz.px;
	lay.rowh = drw->fonts->h + scaled(rowpad);
	lay.charw = MAX(1, drw_textw(drw, "0", 1));
}

/* Ctrl-plus, Ctrl-minus, Ctrl-0: the fonts bigger, smaller, as set */
static void
zoom(const Arg *arg)
{
	sz.zoom = arg->i ? MAX(ZOOMMIN, MIN(ZOOMMAX, sz.zoom * (arg->i > 0 ? ZOOMSTEP : 1 / ZOOMSTEP))) : 1.0;
	setfont();
	layout();
	follow();
	settop(pane_top());
}

/* the window's timeouts: each runs what is due at now and says in how
 * many ms it wants to run again, -1 for not */
static int
maptimeout(double now)
{
	if (xw.mapped || (load_state() != LoadRunning))
		return -1;
	(void)now;
	if (core_ms() < MAPDELAY)  /* no commit yet: show the window */
		return MAPDELAY - core_ms() + 1;
	win_show();
	return -1;
}

static int
drawtimeout(double now)
{
	double wait;

	if (!core_wants())
		return -1;
	wait = (load_state() != LoadRunning) || xw.urgent ? 0 : drawms - (now - xw.lastdraw);
	if (wait > 0)  /* while loading, at most every drawms */
		return wait + 1;
	draw();
	return -1;
}

static int (*const timeouts[])(double now) = {
	maptimeout, drawtimeout, core_reaptimeout, core_sweeptimeout,
	core_walktimeout, core_lanetimeout, core_difftimeout, core_livetimeout,
};

/* the loop's longest stall (from poll's return to its next call) while
 * a history loads, and the most CPU time a turn took (on a busy machine
 * the first also holds the waits for the CPU): traced at each load's end */
static void
stalls(double woke, double cpuwoke)
{
	static double longest, longestcpu;
	static int wasdone;
	double now = now_ms(), cpu = cpu_ms();

	longest = MAX(longest, now - woke);
	longestcpu = MAX(longestcpu, cpu - cpuwoke);
	if ((load_state() != LoadRunning) == wasdone)
		return;
	if ((wasdone = (load_state() != LoadRunning)))
		pipe_trace("+%.1fms longest stall %.1f ms, %.1f ms CPU", core_ms(),
		           longest, longestcpu);
	longest = longestcpu = 0;
}

static void
run(void)
{
	struct pollfd pfd[1 + CORE_FDS];
	XEvent ev;
	double t, woke = now_ms(), cpuwoke = cpu_ms();
	int timeout, ms, n;
	unsigned int i;

	while (core_running()) {
		while (core_running() && XPending(xw.dpy)) {
			XNextEvent(xw.dpy, &ev);
			if (handler[ev.type])
				handler[ev.type](&ev);
		}
		if (!core_running())
			break;
		core_update();  /* before drawing: what it sets dirty is drawn now */
		t = now_ms();
		timeout = -1;
		for (i = 0; i < LEN(timeouts); i++)
			if ((ms = timeouts[i](t)) >= 0)
				timeout = timeout < 0 ? ms : MIN(timeout, ms);
		XFlush(xw.dpy);
		/* a round trip since the events were drained (a selection
		 * owner asked, a font opened) may have queued more: poll would
		 * not see them, and a click would wait for the next wake-up */
		if (QLength(xw.dpy) > 0)
			timeout = 0;
		pfd[0].fd = ConnectionNumber(xw.dpy);
		pfd[0].events = POLLIN;
		pfd[0].revents = 0;
		n = 1 + core_fds(pfd + 1, CORE_FDS);
		stalls(woke, cpuwoke);
		if (poll(pfd, n, timeout) < 0) {
			if (errno == EINTR)
				continue;
			die("poll:");
		}
		woke = now_ms();
		cpuwoke = cpu_ms();
		core_read(pfd + 1, n - 1);
	}
}

static int
xerror(Display *d, XErrorEvent *ee)
{
	(void)d;
	/* a requestor that went away before we answered it */
	if (ee->error_code == BadWindow || ee->error_code == BadAtom)
		return 0;
	fprintf(stderr, "gitview: X error %d, request %d\n", ee->error_code,
	        ee->request_code);
	return 0;
}

static int
xioerror(Display *d)
{
	(void)d;
	fprintf(stderr, "gitview: lost the connection to the X server\n");
	pipe_killall();
	exit(1);
}

static void
setup(void)
{
	static char *names[AtomLast] = {
		"WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_NAME", "_NET_WM_PID",
		"UTF8_STRING", "TARGETS", "TEXT", "CLIPBOARD", "GITVIEW_PASTE",
	};
	XSetWindowAttributes wa;
	XClassHint ch = { "gitview", "Gitview" };
	XSizeHints *sh;
	long pid = getpid();
	unsigned int i;

	lay.listfrac = listpct / 100.0;
	lay.textfrac = textpct / 100.0;

	if (!setlocale(LC_CTYPE, "") || !XSupportsLocale())
		fputs("gitview: no locale support\n", stderr);
	if (!(xw.dpy = XOpenDisplay(NULL)))
		die("cannot open display");
	fcntl(ConnectionNumber(xw.dpy), F_SETFD, FD_CLOEXEC);
	XSetErrorHandler(xerror);
	XSetIOErrorHandler(xioerror);
	xw.scr = DefaultScreen(xw.dpy);
	xw.root = RootWindow(xw.dpy, xw.scr);
	XInternAtoms(xw.dpy, names, AtomLast, False, xw.atom);
	drw = drw_create(xw.dpy, xw.scr, xw.root, 1, 1);
	setfont();
	/* the size config.h asks for, scaled, within the screen */
	lay.w = MIN(scaled(winwidth), DisplayWidth(xw.dpy, xw.scr));
	lay.h = MIN(scaled(winheight), DisplayHeight(xw.dpy, xw.scr));
	drw_resize(drw, lay.w, lay.h);
	for (i = 0; i < SchemeLast; i++)
		if (drw_clr_create(drw, &clr.scheme[i][ColFg], colors[i][ColFg]) < 0 ||
		    drw_clr_create(drw, &clr.scheme[i][ColBg], colors[i][ColBg]) < 0)
			die("cannot allocate colour %s", colors[i][0]);
	for (i = 0; i < LEN(lanecolors); i++)
		if (drw_clr_create(drw, &clr.lane[i], lanecolors[i]) < 0)
			die("cannot allocate colour %s", lanecolors[i]);
	for (i = 0; i < LEN(statuscolors); i++)
		if (drw_clr_create(drw, &clr.status[i], statuscolors[i]) < 0)
			die("cannot allocate colour %s", statuscolors[i]);
	layout();
	wa.background_pixel = clr.scheme[SchemeNorm][ColBg].pixel;
	wa.bit_gravity = NorthWestGravity;
	wa.event_mask = ExposureMask | KeyPressMask | ButtonPressMask |
	    ButtonReleaseMask | Button1MotionMask | StructureNotifyMask;
	xw.win = XCreateWindow(xw.dpy, xw.root, 0, 0, lay.w, lay.h, 0, DefaultDepth(xw.dpy, xw.scr),
	    InputOutput, DefaultVisual(xw.dpy, xw.scr),
	    CWBackPixel | CWBitGravity | CWEventMask, &wa);
	sh = XAllocSizeHints();
	sh->flags = PMinSize;
	sh->min_width = 20 * lay.charw;
	sh->min_height = 3 * lay.rowh;
	Xutf8SetWMProperties(xw.dpy, xw.win, "gitview", "gitview", NULL, 0, sh, NULL, &ch);
	XFree(sh);
	XChangeProperty(xw.dpy, xw.win, xw.atom[NetWMPid], XA_CARDINAL, 32, PropModeReplace,
	                (unsigned char *)&pid, 1);
	XSetWMProtocols(xw.dpy, xw.win, &xw.atom[WMDelete], 1);
	settitle();
}

int
main(int argc, char *argv[])
{
	if (argc == 2 && !strcmp(argv[1], "-v")) {
		puts("gitview-" VERSION);
		return 0;
	}
	core_start(argc, argv);
	setup();
	run();
	core_free();
	drw_free(drw);
	if (!xw.gone)
		XDestroyWindow(xw.dpy, xw.win);
	XCloseDisplay(xw.dpy);
	return MAX(0, list_picker());
}
