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
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "gitview.h"
#include "win.h"

#define CLEANMASK(m)  ((m) & (ControlMask | Mod1Mask | Mod4Mask))
#define MAXCELLS      512    /* lanes drawn in one row */
#define MAPDELAY      150    /* ms before the window shows with no commit */

enum { SchemeNorm, SchemeSel, SchemeDim, SchemeStatus, SchemeError,
       SchemeHead, SchemeLink, SchemeFile, SchemeMeta, SchemeHunk, SchemeAdd,
       SchemeDel, SchemeCtl, SchemeMark, SchemeFocus, SchemeTag, SchemeBranch,
       SchemeRemote, SchemeOther, SchemeRefHead, SchemeFound, SchemeLast };
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

/* compile-time checks of the configuration */
typedef char lanecolours_fit[LEN(lanecolors) >= 1 && LEN(lanecolors) <= 256 ? 1 : -1];
const unsigned int nlanecolors = LEN(lanecolors);

static void drawgoto(void);

static Display *dpy;
static int screen;
static Window root, win;
static Drw *drw;
static Atom atom[AtomLast];
static Clr scheme[SchemeLast][2];
static Clr lane[LEN(lanecolors)];
static Clr statusclr[LEN(statuscolors)];
static int mapped;
static const char *primary, *clipboard;  /* the text owned */
static Time evtime = CurrentTime;
static int ptrx, ptry;
static int gw, pitch;           /* graph column and lane width */
static unsigned int ptrbutton;
static int presses;                 /* button presses so far */
static int drag;                    /* 1, 2: a divider is being dragged */
static int urgent;                  /* an event: repaint now */
static double lastdraw;
static int clicks, moved;           /* in the commit pane: 1, 2, 3; a drag */
static Time lastclick;

static Rect rback, rfwd, rfield, rgobtn;  /* the goto bar's */

/* the column under pixel x of the pane, on line i */
static int
colat(int i, int x)
{
	static char buf[16384], ctl[16384];
	size_t n, b = 0, k;
	int cols, col = 0, w = 0, cw;
	long cp;

	n = drawn(i, buf, ctl, sizeof(buf), &cols);
	b = colbyte(buf, n, tcol);
	x -= rtext.x + charw / 2;
	for (col = tcol; b < n; col++) {
		k = utf8_decode(buf + b, n - b, &cp);
		cw = drw_textw(drw, buf + b, k);
		if (w + cw / 2 > x)
			break;
		w += cw;
		b += k;
	}
	return col;
}

static Pos
posat(int x, int y)
{
	Pos p;

	p.line = MAX(0, MIN(ttop + (y - rtext.y) / rowh, tlines() - 1));
	p.col = colat(p.line, x);
	return p;
}

static void
drawfview(void)
{
	char head[2200], ann[200], num[16], date[16], buf[16384], ctl[16384];
	int i, y, x, aw, nw, cols, k, prev = -2, shade = 0;
	const BlameEnt *b;
	const Clr *bg;
	struct tm tm;
	time_t tt;
	size_t n, s;

	if (fileview.groupdirty) {  /* the shade of each line's group */
		for (i = 0; i < fileview.text.n; i++) {
			if (fileview.ann[i] != prev)
				shade ^= 1;
			fileview.group[i] = shade;
			prev = fileview.ann[i];
		}
		fileview.groupdirty = 0;
	}
	y = rtext.y;
	n = fview_head(head, sizeof(head) - 16);
	if (pipe_running(&fileview.blame))
		snprintf(head + n, sizeof(head) - n, "  (blaming\xE2\x80\xA6)");
	drw_rect(drw, rtext.x, y, rtext.w, rowh, &scheme[SchemeFile][ColBg]);
	drw_text(drw, rtext.x + charw / 2, y, rtext.w - charw, rowh, head, strlen(head),
	         &scheme[SchemeFile][ColFg]);
	y += rowh;
	snprintf(num, sizeof(num), "%d", MAX(1, fileview.text.n));
	nw = (strlen(num) + 1) * charw;
	aw = 33 * charw;
	for (i = fileview.at.top; y < rtext.y + rtext.h; i++, y += rowh) {
		bg = &scheme[SchemeNorm][ColBg];
		if (i < fileview.text.n && i == fileview.at.cursor)
			bg = &scheme[SchemeSel][ColBg];
		else if (i < fileview.text.n && fileview.group[i])
			bg = &scheme[SchemeHead][ColBg];
		drw_rect(drw, rtext.x, y, rtext.w, rowh, bg);
		if (i == 0 && fileview.note[0] && fileview.text.n == 0)
			drw_text(drw, rtext.x + charw, y, rtext.w - charw, rowh, fileview.note,
			         strlen(fileview.note), &scheme[SchemeDim][ColFg]);
		if (i >= fileview.text.n)
			continue;
		k = fileview.ann[i];
		x = rtext.x + charw / 2;
		if (k >= 0 && (i == 0 || fileview.ann[i - 1] != k || i == fileview.at.top)) {
			b = &fileview.ents[k];
			tt = (time_t)b->atime;
			localtime_r(&tt, &tm);
			strftime(date, sizeof(date), "%Y-%m-%d", &tm);
			snprintf(ann, sizeof(ann), "%.8s %-12.12s %s", b->hex, b->author, date);
			drw_rect(drw, rtext.x, y, 3, rowh,
			         &lane[(unsigned char)strtol((char[3]){ b->hex[0], b->hex[1], 0 },
			                                     NULL, 16) % LEN(lanecolors)]);
			drw_text(drw, x + 2, y, aw - charw, rowh, ann, strlen(ann),
			         &scheme[b->boundary ? SchemeDim : SchemeNorm][ColFg]);
		}
		x += aw;
		snprintf(num, sizeof(num), "%*d", (int)(nw / charw) - 1, i + 1);
		drw_text(drw, x, y, nw, rowh, num, strlen(num), &scheme[SchemeDim][ColFg]);
		x += nw;
		n = utf8_expand(fileview.text.buf + fileview.text.line[i].off, fileview.text.line[i].len, tabwidth,
		                buf, ctl, sizeof(buf), &cols);
		s = colbyte(buf, n, tcol);
		if (x < rtext.x + rtext.w)
			drw_text(drw, x, y, rtext.x + rtext.w - x, rowh, buf + s, n - s,
			         &scheme[SchemeNorm][ColFg]);
	}
}

static void
drawtree(void)
{
	char line[2048];
	const TreeEnt *t;
	const char *name;
	int i, y, v;

	for (v = ftop, y = rfiles.y; y < rfiles.y + rfiles.h; v++, y += rowh) {
		drw_rect(drw, rfiles.x, y, rfiles.w, rowh,
		         &scheme[v == tree.cur ? SchemeSel : SchemeNorm][ColBg]);
		if (v >= tree.nvis)
			continue;
		t = &tree.ents[tree.vis[v]];
		name = strrchr(tree.paths + t->path, '/');
		name = name ? name + 1 : tree.paths + t->path;
		i = snprintf(line, sizeof(line), "%*s%s ", 2 * t->depth, "",
		             t->isdir ? (t->open ? "\xE2\x96\xBE" : "\xE2\x96\xB8") : " ");
		i += utf8_clean(name, strlen(name), line + i, sizeof(line) - i);
		if (t->isdir && i + 1 < (int)sizeof(line))
			line[i++] = '/', line[i] = '\0';
		drw_text(drw, rfiles.x + charw / 2, y, MAX(0, rfiles.w - charw), rowh, line, i,
		         &scheme[t->isdir ? SchemeLink : SchemeNorm][ColFg]);
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
	const Clr *c = scheme[k >= 0 ? kindscheme[refs_kind(refs, k)] : SchemeOther];
	XPoint p[6];
	int tw = drw_textw(drw, name, n), h = rowh - 4, w, y0 = y + 2, pt = h / 2;

	if (k >= 0 && refs_kind(refs, k) == RefTag) {
		w = pt + tw + charw / 2 + 2;
		p[0] = (XPoint){ x, y0 + h / 2 };
		p[1] = (XPoint){ x + pt, y0 };
		p[2] = (XPoint){ x + w, y0 };
		p[3] = (XPoint){ x + w, y0 + h };
		p[4] = (XPoint){ x + pt, y0 + h };
		drw_poly(drw, p, 5, &c[ColBg], &c[ColFg]);
		drw_dot(drw, x + pt * 2 / 3, y0 + h / 2, MAX(1, h / 8), 1,
		        &scheme[SchemeNorm][ColBg], &c[ColFg]);  /* the hole */
		drw_text(drw, x + pt + 1, y, tw + 1, rowh, name, n, &c[ColFg]);
	} else {
		w = tw + charw;
		p[0] = (XPoint){ x, y0 };
		p[1] = (XPoint){ x + w, y0 };
		p[2] = (XPoint){ x + w, y0 + h };
		p[3] = (XPoint){ x, y0 + h };
		drw_poly(drw, p, 4, &c[ColBg], &c[ColFg]);
		drw_text(drw, x + charw / 2, y, tw + 1, rowh, name, n, &c[ColFg]);
		if (k >= 0 && refs_current(refs, k))  /* bold: once more, a pixel on */
			drw_text(drw, x + charw / 2 + 1, y, tw + 1, rowh, name, n, &c[ColFg]);
	}
	return w + 1;
}

/* the labels of the refs from k on, in at most budget pixels */
static int
drawlabels(int k, int x, int y, int budget)
{
	char more[32];
	const char *name;
	int start = x, w, left, j, n;

	for (; k >= 0; k = refs_next(refs, k)) {
		name = refs_name(refs, k);
		n = strlen(name);
		w = drw_textw(drw, name, n) + 2 * charw + rowh / 2;
		if (x + w - start > budget && x > start) {
			for (left = 0, j = k; j >= 0; j = refs_next(refs, j))
				left++;
			n = snprintf(more, sizeof(more), "+%d", left);
			x += drawlabel(-1, x, y, more, n) + charw / 2;
			break;
		}
		x += drawlabel(k, x, y, name, n) + charw / 2;
	}
	return x + charw / 2;
}

/* a row's lanes, at y, and its commit's dot on bg: the dot's x */
static int
drawlanes(int y, const Cell *cells, int n, int col, const Clr *bg)
{
	int x, i, cx, k, mid, lw, r;

	mid = y + rowh / 2;
	lw = MAX(1, rowh / 9);
	x = pitch / 2 + 2;
	for (i = 0; i < n; i++) {
		cx = x + i * pitch;
		if (cx > gw)
			break;
		if (cells[i].flags & CellUp)
			drw_line(drw, cx, y, cx, mid, lw, &lane[cells[i].up]);
		if (cells[i].flags & CellDown)
			drw_line(drw, cx, mid, cx, y + rowh, lw, &lane[cells[i].down]);
		if (cells[i].flags & CellFrom && abs(i - col) > 1) {
			/* far lanes (an octopus): along the row, then down */
			k = cx + (i > col ? -pitch / 2 : pitch / 2);
			drw_line(drw, x + col * pitch, mid, k, mid, lw, &lane[cells[i].join]);
			drw_line(drw, k, mid, cx, y + rowh, lw, &lane[cells[i].join]);
		} else if (cells[i].flags & CellFrom) {
			drw_line(drw, x + col * pitch, mid, cx, y + rowh, lw, &lane[cells[i].join]);
		}
		if (cells[i].flags & CellTo)
			drw_line(drw, cx, mid, x + col * pitch, y + rowh, lw, &lane[cells[i].join]);
	}
	cx = x + MIN(col, (gw - x) / MAX(1, pitch)) * pitch;
	r = MAX(2, MIN(pitch, rowh) / 4);
	if (cells[col].flags & CellStub) {
		drw_line(drw, cx, mid, cx, mid + rowh / 3, lw, &lane[cells[col].up]);
		drw_line(drw, cx - r + 1, mid + rowh / 3 - r + 1, cx, mid + rowh / 3, lw, &lane[cells[col].up]);
		drw_line(drw, cx + r - 1, mid + rowh / 3 - r + 1, cx, mid + rowh / 3, lw, &lane[cells[col].up]);
	}
	drw_dot(drw, cx, mid, r, cells[col].flags & CellHollow, bg, &lane[cells[col].up]);
	return cx;
}

static void
drawrow(int row)
{
	Cell cells[MAXCELLS];
	const RowText *t;
	char date[32];
	int y = rlist.y + (row - top) * rowh, w, n, col, c, cx, mid, r, tx, k;
	int aw, dw, right;
	const Clr *bg, *fg;
	struct tm tm;
	time_t tt;

	if (row < top || y >= rlist.y + listh())
		return;
	c = row < rows() ? graph_commit(graph, row) : -1;
	bg = &scheme[c >= 0 && c == sel ? SchemeSel : ismatch(c) ? SchemeFound :
	             SchemeNorm][ColBg];
	drw_rect(drw, 0, y, ww, rowh, bg);
	if (row >= rows())
		return;
	n = MIN(graph_layout(graph, row, cells, MAXCELLS, &col), MAXCELLS);
	if (col >= MAXCELLS) {  /* a dot past the lanes drawn: at the edge */
		col = MAXCELLS - 1;
		cells[col].flags = CellDot;
		cells[col].up = 0;
	}
	cx = drawlanes(y, cells, n, col, bg);
	mid = y + rowh / 2;
	r = MAX(2, MIN(pitch, rowh) / 4);

	/* text: labels and subject, then author and date on the right */
	tx = gw + charw;
	dw = drw_textw(drw, "0000-00-00 00:00", 16) + charw;
	aw = authorchars * charw + charw;
	right = ww - charw;
	if (right - tx < 40 * charw)
		aw = dw = 0;
	if ((k = refs_first(refs, graph_id(graph, c))) >= 0) {
		drw_line(drw, cx + r, mid, tx, mid, 1, &scheme[SchemeDim][ColFg]);
		tx = drawlabels(k, tx, y, (right - dw - aw - tx) / 4);
	}
	if (!(t = rowtext(c)))
		return;
	fg = &scheme[SchemeDim][ColFg];
	if (dw) {
		tt = (time_t)t->atime;
		localtime_r(&tt, &tm);
		strftime(date, sizeof(date), "%Y-%m-%d %H:%M", &tm);
		drw_text(drw, right - dw + charw, y, dw - charw, rowh, date, strlen(date), fg);
		drw_text(drw, right - dw - aw + charw, y, aw - charw, rowh,
		         t->author, strlen(t->author), fg);
	}
	w = right - dw - aw - tx;
	if (w > 0 && t->loaded && !t->subject[0])
		drw_text(drw, tx, y, w, rowh, "(no message)", sizeof("(no message)") - 1, &scheme[SchemeDim][ColFg]);
	else if (w > 0)
		drw_text(drw, tx, y, w, rowh, t->subject, strlen(t->subject),
		         &scheme[row == selrow() ? SchemeSel : SchemeNorm][ColFg]);
}

static void
drawlist(void)
{
	Cell cells[1];
	int r, end = MIN(rows(), top + listh() / rowh + 1), maxw = 1, col, cap;

	/* the graph column fits the widest row on screen, up to a cap */
	for (r = top; r < end; r++)
		maxw = MAX(maxw, graph_layout(graph, r, cells, 0, &col));
	pitch = MAX(6, rowh * 9 / 10);
	cap = MAX(pitch, ww * graphmaxpct / 100);
	if (maxw * pitch > cap)
		pitch = MAX(2, cap / maxw);
	gw = MIN(cap, maxw * pitch + pitch / 2 + 2);
	for (r = top; r < top + listh() / rowh + 1; r++)
		drawrow(r);
}

static const Clr *
stylecolours(int style)
{
	switch (style) {
	case PatchFile:    return scheme[SchemeFile];
	case PatchMeta:    return scheme[SchemeMeta];
	case PatchHunk:    return scheme[SchemeHunk];
	case PatchAdd:     return scheme[SchemeAdd];
	case PatchDel:     return scheme[SchemeDel];
	case PatchNoEol:   return scheme[SchemeMeta];
	case LineHead:     return scheme[SchemeHead];
	case LineLink:     return scheme[SchemeLink];
	default:           return scheme[SchemeNorm];
	}
}

/* the focused pane has a coloured line along its top */
static void
drawfocus(const Rect *r, int pane)
{
	if (focus == pane && r->h > 0)
		drw_rect(drw, r->x, r->y, r->w, 2, &scheme[SchemeFocus][ColBg]);
}

static void
drawtextline(int i, int y)
{
	static char buf[16384], ctl[16384];
	const char *b;
	const struct Line *l = tline(i, &b);
	const Clr *c = stylecolours(l->style);
	size_t n, s, e, k;
	int cols, x = rtext.x + charw / 2, sx0, sx1, w;
	Pos a, z;

	drw_rect(drw, rtext.x, y, rtext.w, rowh, &c[ColBg]);
	n = drawn(i, buf, ctl, sizeof(buf), &cols);
	s = colbyte(buf, n, tcol);
	if (selon) {  /* the selected part of this line */
		selrange(&a, &z);
		if (i >= a.line && i <= z.line) {
			sx0 = i == a.line && a.col > tcol ?
			    (int)drw_textw(drw, buf + s, colbyte(buf, n, a.col) - s) : 0;
			sx1 = i == z.line ? (z.col > tcol ?
			    (int)drw_textw(drw, buf + s, colbyte(buf, n, z.col) - s) : 0) :
			    rtext.w;
			if (sx1 > sx0)
				drw_rect(drw, x + sx0, y, MIN(sx1 - sx0, rtext.w - sx0 - charw / 2),
				         rowh, &scheme[SchemeMark][ColBg]);
		}
	}
	/* what the commit pane's find matches */
	if (find.textok) {
		regmatch_t m;
		size_t at = s;
		int flags = 0, hx0, hx1;

		while (at < n && regexec(&find.textre, buf + at, 1, &m, flags) == 0) {
			if (m.rm_eo == 0)
				break;
			hx0 = drw_textw(drw, buf + s, at + m.rm_so - s);
			hx1 = drw_textw(drw, buf + s, at + m.rm_eo - s);
			if (hx1 > hx0)
				drw_rect(drw, x + hx0, y, hx1 - hx0, rowh, &scheme[SchemeFound][ColFg]);
			at += m.rm_eo;
			flags = REG_NOTBOL;
		}
	}
	/* runs of plain text, and control characters dim */
	while (s < n && x < rtext.x + rtext.w) {
		for (e = s; e < n && ctl[e] == ctl[s]; e++)
			;
		k = e - s;
		w = drw_text(drw, x, y, rtext.x + rtext.w - x, rowh, buf + s, k,
		             ctl[s] ? &scheme[SchemeCtl][ColFg] : &c[ColFg]);
		x += w;
		s = e;
	}
}

static void
drawtext(void)
{
	int i, y;

	if (rtext.h <= 0)
		return;
	if (fileview.on) {
		drawfview();
		y = rtext.y + rtext.h;
	}
	for (i = ttop, y = fileview.on ? y : rtext.y; y < rtext.y + rtext.h; i++, y += rowh) {
		if (i < tlines())
			drawtextline(i, y);
		else
			drw_rect(drw, rtext.x, y, rtext.w, rowh, &scheme[SchemeNorm][ColBg]);
	}
	drawfocus(&rtext, PaneText);
	drw_rect(drw, rtext.x + rtext.w, rtext.y, 1, rtext.h, &scheme[SchemeStatus][ColBg]);
	drw_rect(drw, 0, rlist.y + rlist.h, ww, 1, &scheme[SchemeStatus][ColBg]);
}

static void
drawfiles(void)
{
	const struct Line *l;
	const Clr *c;
	int i, y, cur = curfile(), x = rfiles.x + charw / 2, k;
	const char *p;

	if (rfiles.h <= 0 || rfiles.w <= 0)
		return;
	if (tree.on) {
		drawtree();
		drawfocus(&rfiles, PaneFiles);
		return;
	}
	for (i = ftop, y = rfiles.y; y < rfiles.y + rfiles.h; i++, y += rowh) {
		c = scheme[i == cur ? SchemeSel : SchemeNorm];
		drw_rect(drw, rfiles.x, y, rfiles.w, rowh, &c[ColBg]);
		if (i >= files.n)
			continue;
		l = &files.line[i];
		p = strchr(statusletters, l->style);
		k = p && l->style ? p - statusletters : -1;
		drw_text(drw, x, y, charw * 2, rowh, files.buf + l->off, 1,
		         k >= 0 ? &statusclr[k] : &c[ColFg]);
		drw_text(drw, x + 2 * charw, y, MAX(0, rfiles.w - 3 * charw), rowh,
		         files.buf + l->off + 2, l->len - 2, &c[ColFg]);
	}
	drawfocus(&rfiles, PaneFiles);
}

static void
drawstatus(void)
{
	char right[64], left[1400], info[700];
	int y = rstatus.y, rw, x;
	const Clr *c = scheme[statuserr && !prompt.kind ? SchemeError : SchemeStatus];

	drw_rect(drw, 0, y, ww, wh - y, &c[ColBg]);
	findinfo(info, sizeof(info));
	if (prompt.kind) {  /* the find or filter prompt, with its cursor */
		left[0] = prompt.kind;
		left[1] = '\0';
		x = charw + drw_text(drw, charw, y, ww - 2 * charw, wh - y, left, 1, &c[ColFg]);
		drw_text(drw, x, y, ww - x - charw, wh - y, prompt.ed.buf, prompt.ed.len, &c[ColFg]);
		x += drw_textw(drw, prompt.ed.buf, prompt.ed.cur);
		if (x < ww)
			drw_rect(drw, x, y + 2, 1, wh - y - 4, &c[ColFg]);
		return;
	}
	if (status[0])
		snprintf(left, sizeof(left), "%s", status);
	else if (emptyrepo)
		snprintf(left, sizeof(left), "No commits: the repository is empty");
	else if (!revdone)
		snprintf(left, sizeof(left), "Loading\xE2\x80\xA6 %d commits%s", rows(), info);
	else if (rows() == 0)
		snprintf(left, sizeof(left), "No commits match");
	else
		snprintf(left, sizeof(left), "%d commits%s", rows(), info);
	right[0] = '\0';
	if (selrow() >= 0)
		snprintf(right, sizeof(right), "%d/%d", selrow() + 1, rows());
	rw = drw_textw(drw, right, strlen(right));
	drw_text(drw, charw, y, MAX(0, ww - rw - 3 * charw), wh - y, left, strlen(left), &c[ColFg]);
	drw_text(drw, ww - rw - charw, y, rw, wh - y, right, strlen(right), &c[ColFg]);
}

static void
draw(void)
{
	int i;

	if (!mapped || (!dirty && dirtyrows[0] < 0))
		return;
	if (dirty & DirtyText) {
		drw_clip(drw, 0, rtext.y - 1, ww, rtext.h + 1);
		drawtext();
		drw_map(drw, win, 0, rtext.y - 1, ww, rtext.h + 1);
	}
	if (dirty & DirtyFiles) {
		drw_clip(drw, rfiles.x, rfiles.y, rfiles.w, rfiles.h);
		drawfiles();
		drw_map(drw, win, rfiles.x, rfiles.y, rfiles.w, rfiles.h);
	}
	if (dirty & DirtyGoto) {
		drw_clip(drw, 0, 0, ww, MAX(1, rgoto.h));
		drawgoto();
		drw_map(drw, win, 0, 0, ww, rgoto.h);
	}
	drw_clip(drw, 0, rlist.y, ww, MAX(1, rlist.h));
	if (dirty & DirtyList) {
		drawlist();
		drawfocus(&rlist, PaneList);
		drw_map(drw, win, 0, rlist.y, ww, listh());
	} else {
		for (i = 0; i < 2; i++) {
			if (dirtyrows[i] >= top && (dirtyrows[i] - top) * rowh < listh()) {
				drawrow(dirtyrows[i]);
				if (dirtyrows[i] == top)
					drawfocus(&rlist, PaneList);
				drw_map(drw, win, 0, rlist.y + (dirtyrows[i] - top) * rowh, ww,
				        MIN(rowh, listh() - (dirtyrows[i] - top) * rowh));
			}
		}
	}
	drw_clip(drw, 0, 0, ww, wh);
	if (dirty & (DirtyStatus | DirtyList)) {
		drawstatus();
		drw_map(drw, win, 0, rstatus.y, ww, rstatus.h);
	}
	dirty = urgent = 0;
	dirtyrows[0] = dirtyrows[1] = -1;
	lastdraw = now_ms();
}

static void
drawbutton(const Rect *r, const char *label, int enabled)
{
	const Clr *c = scheme[SchemeStatus];

	drw_rect(drw, r->x, r->y, r->w, r->h, &scheme[SchemeDim][ColFg]);
	drw_rect(drw, r->x + 1, r->y + 1, r->w - 2, r->h - 2, &c[ColBg]);
	drw_text(drw, r->x + (r->w - (int)drw_textw(drw, label, strlen(label))) / 2,
	         r->y, r->w, r->h, label, strlen(label),
	         enabled ? &c[ColFg] : &scheme[SchemeDim][ColFg]);
}

static void
drawgoto(void)
{
	static const char gotohint[] = "SHA1, tag, branch or revision (:)";
	int x, y = rgoto.y + 1, h = rowh, bw = 3 * charw, gw2, cx, w;

	if (rgoto.h <= 0)
		return;
	drw_rect(drw, 0, 0, ww, rgoto.h, &scheme[SchemeStatus][ColBg]);
	rback = (Rect){ charw / 2, y, bw, h };
	rfwd = (Rect){ rback.x + bw + 2, y, bw, h };
	gw2 = drw_textw(drw, "Goto", 4) + 2 * charw;
	rgobtn = (Rect){ ww - gw2 - charw / 2, y, gw2, h };
	x = rfwd.x + bw + charw;
	rfield = (Rect){ x, y, MAX(0, rgobtn.x - charw / 2 - x), h };
	drawbutton(&rback, "\xE2\x97\x80", histpos > 0);           /* ◀ */
	drawbutton(&rfwd, "\xE2\x96\xB6", histpos + 1 < nhist);    /* ▶ */
	drawbutton(&rgobtn, "Goto", 1);
	drw_rect(drw, rfield.x, rfield.y, rfield.w, rfield.h,
	         focus == PaneGoto ? &scheme[SchemeFocus][ColBg] : &scheme[SchemeDim][ColFg]);
	drw_rect(drw, rfield.x + 1, rfield.y + 1, MAX(0, rfield.w - 2), MAX(0, rfield.h - 2),
	         &scheme[SchemeNorm][ColBg]);
	if (gotoed.len == 0 && focus != PaneGoto) {
		drw_text(drw, rfield.x + charw / 2, y, rfield.w - charw, h,
		         gotohint, strlen(gotohint), &scheme[SchemeDim][ColFg]);
		return;
	}
	if (focus == PaneGoto && gotoed.all)
		drw_rect(drw, rfield.x + charw / 2, y + 1,
		         MIN((int)drw_textw(drw, gotoed.buf, gotoed.len), rfield.w - charw), h - 2,
		         &scheme[SchemeSel][ColBg]);
	w = drw_text(drw, rfield.x + charw / 2, y, rfield.w - charw, h, gotoed.buf,
	             gotoed.len, &scheme[SchemeNorm][ColFg]);
	(void)w;
	if (focus == PaneGoto) {
		cx = rfield.x + charw / 2 + drw_textw(drw, gotoed.buf, gotoed.cur);
		if (cx < rfield.x + rfield.w - 1)
			drw_rect(drw, cx, y + 2, 1, h - 4, &scheme[SchemeNorm][ColFg]);
	}
}

/* a click in the goto bar: its buttons, or the field (middle: paste) */
static void
gotopress(const Arg *arg)
{
	int in = ptrx >= rfield.x && ptrx < rfield.x + rfield.w;

	(void)arg;
	if (ptrx >= rback.x && ptrx < rback.x + rback.w)
		history(&(Arg){ .i = -1 });
	else if (ptrx >= rfwd.x && ptrx < rfwd.x + rfwd.w)
		history(&(Arg){ .i = +1 });
	else if (ptrx >= rgobtn.x && ptrx < rgobtn.x + rgobtn.w)
		gotorun();
	else if (in && ptrbutton == Button2) {
		gotofocus(NULL);
		XConvertSelection(dpy, XA_PRIMARY, atom[Utf8], atom[Paste], win, evtime);
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
	if (XGetWindowProperty(dpy, win, ev->property, 0, sizeof(gotoed.buf) / 4, True,
	    AnyPropertyType, &type, &fmt, &n, &after, &data) == Success && data) {
		if (fmt == 8)
			edit_paste((char *)data, n);
		XFree(data);
	}
}

static void
selectpointer(const Arg *arg)
{
	int r = top + (ptry - rlist.y) / rowh;

	(void)arg;
	if (r >= rows())
		return;
	if (graph_commit(graph, r) == sel && primary != selhex) {
		win_ownprimary(selhex);  /* a click on the selected commit: PRIMARY back */
		selon = 0;
		dirty |= DirtyText;
	}
	selectrow(r);
}

static void
textpress(const Arg *arg)
{
	Pos p;
	int line;

	(void)arg;
	if (fileview.on) {  /* a click on a line: the cursor; on its annotation: go */
		focus = PaneText;
		line = (ptry - rtext.y) / rowh - 1;
		line = line < 0 ? -1 : fileview.at.top + line;
		clicks = evtime - lastclick < 400 && clicks < 3 && line == sela.line ? clicks + 1 : 1;
		lastclick = evtime;
		sela.line = line;
		if (clicks == 3) {  /* a triple-click copies the line */
			fview_copy(line);
		} else if (line >= 0 && line < fileview.text.n && clicks == 1) {
			fview_show(line);
			if (ptrx < rtext.x + 33 * charw)
				fview_select();
		}
		dirty |= DirtyAll;
		return;
	}
	p = posat(ptrx, ptry);
	focus = PaneText;
	clicks = evtime - lastclick < 400 && clicks < 3 && p.line == sela.line ? clicks + 1 : 1;
	lastclick = evtime;
	sela = selb = p;
	selmode = clicks;
	selon = clicks > 1;
	moved = 0;
	drag = 3;
	dirty |= DirtyText | DirtyList | DirtyFiles;
}

static void
filespress(const Arg *arg)
{
	static Time last;
	static int lastk = -1, lastpress;
	int k = ftop + (ptry - rfiles.y) / rowh;
	int twice = evtime - last < 400 && k == lastk && presses == lastpress + 1;

	(void)arg;
	last = evtime, lastk = k, lastpress = presses;
	focus = PaneFiles;
	dirty |= DirtyAll;
	if (tree.on) {
		tree_pick(k);
		return;
	}
	gotofile(k);
	if (twice && k < files.n)  /* a double-click opens the file view */
		blame(NULL);
}

/* the wheel scrolls the pane under the pointer */
static void
wheel(const Arg *arg)
{
	int old;

	if (ptry < rlist.y + rlist.h) {
		scroll(arg);
	} else if (ptrx < rfiles.x && fileview.on) {
		fileview.at.top = MAX(0, MIN(fileview.at.top + arg->i * wheelrows, fileview.text.n - frows()));
		dirty |= DirtyText;
	} else if (ptrx < rfiles.x) {
		settop(ttop + arg->i * wheelrows);
	} else {
		old = ftop;
		ftop = MAX(0, MIN(ftop + arg->i * wheelrows, files.n - MAX(1, rfiles.h / rowh)));
		if (ftop != old)
			dirty |= DirtyFiles;
	}
}

static void
buttonpress(XEvent *e)
{
	XButtonEvent *ev = &e->xbutton;
	unsigned int i, click;

	evtime = ev->time;
	ptrx = ev->x, ptry = ev->y;
	ptrbutton = ev->button;
	presses++;
	urgent = 1;
	if (ev->button == Button1 && rtext.h > 0 && abs(ev->y - rtext.y) <= 2) {
		drag = 1;  /* the divider under the list */
		return;
	}
	if (ev->button == Button1 && ev->y > rtext.y && ev->y < rstatus.y &&
	    abs(ev->x - rfiles.x) <= 2) {
		drag = 2;  /* the divider between the commit and files panes */
		return;
	}
	if (ev->y < rgoto.h)
		click = ClkGoto;
	else if (ev->y < rtext.y)
		click = ClkList;
	else if (ev->y >= rstatus.y)
		click = ClkStatus;
	else
		click = ev->x < rfiles.x ? ClkText : ClkFiles;
	if (click != ClkGoto && focus == PaneGoto) {
		focus = PaneList;
		dirty |= DirtyAll;
	}
	if (click == ClkList && ev->button == Button1 && focus != PaneList) {
		focus = PaneList;
		dirty |= DirtyList | DirtyText | DirtyFiles;
	}
	for (i = 0; i < LEN(buttons); i++)
		if ((buttons[i].click == click || buttons[i].click == ClkLast) &&
		    buttons[i].button == ev->button)
			buttons[i].func(&buttons[i].arg);
}

static void
motionnotify(XEvent *e)
{
	XMotionEvent *ev = &e->xmotion;
	int avail = MAX(1, wh - rowh);
	Pos p;

	while (XCheckTypedWindowEvent(dpy, win, MotionNotify, e))
		;  /* only the latest place matters */
	evtime = ev->time;
	if (drag == 1) {
		listfrac = MAX(0.05, MIN(0.95, (double)(ev->y - rgoto.h) / MAX(1, avail - rgoto.h)));
		layout();
		follow();
	} else if (drag == 2) {
		textfrac = MAX(0.05, MIN(0.95, (double)ev->x / MAX(1, ww)));
		layout();
	} else if (drag == 3) {
		p = posat(ev->x, ev->y);
		if (p.line != selb.line || p.col != selb.col) {
			selb = p;
			selon = moved = 1;
			if (ev->y >= rtext.y + rtext.h)
				settop(ttop + 1);
			else if (ev->y < rtext.y)
				settop(ttop - 1);
			dirty |= DirtyText;
		}
	}
	urgent = 1;
}

static void
buttonrelease(XEvent *e)
{
	const char *b;
	const struct Line *l;

	evtime = e->xbutton.time;
	if (drag == 3 && e->xbutton.button == Button1) {
		if (selon) {
			selcopy();
		} else if (clicks == 1 && sela.line >= 0 && sela.line < tlines()) {
			/* a click on a Parent: or Child: line goes there */
			l = tline(sela.line, &b);
			if (l->style == LineLink && l->data >= 0 &&
			    graph_row(graph, l->data) >= 0)
				selectcommit(l->data);
		}
	}
	drag = 0;
	urgent = 1;
}

static void
clientmessage(XEvent *e)
{
	if (e->xclient.message_type == atom[WMProtocols] &&
	    (Atom)e->xclient.data.l[0] == atom[WMDelete])
		running = 0;
}

static void
configurenotify(XEvent *e)
{
	XConfigureEvent *ev = &e->xconfigure;

	if (ev->width == ww && ev->height == wh)
		return;
	ww = ev->width, wh = ev->height;
	drw_resize(drw, ww, wh);
	layout();
	follow();
	settop(ttop);
	dirty |= DirtyList | DirtyStatus;
	urgent = 1;
}

static void
expose(XEvent *e)
{
	XExposeEvent *ev = &e->xexpose;

	if (!mapped)
		return;
	if (dirty & DirtyList)
		return;  /* the coming repaint copies everything */
	drw_map(drw, win, ev->x, ev->y, ev->width, ev->height);
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

	evtime = ev->time;
	n = XLookupString(ev, buf, sizeof(buf), &sym, NULL);
	if (focus == PaneGoto) {
		gotokey(editkey(sym, ev->state), buf, n);
		urgent = 1;
		return;
	}
	if (prompt.kind) {
		promptkey(editkey(sym, ev->state), buf, n);
		urgent = 1;
		return;
	}
	for (i = 0; i < LEN(keys); i++) {
		if (keys[i].keysym == sym && CLEANMASK(keys[i].mod) == CLEANMASK(ev->state) &&
		    (keys[i].pane == focus || keys[i].pane == PaneAny)) {
			keys[i].func(&keys[i].arg);
			break;
		}
	}
	urgent = 1;
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
	Atom t[] = { atom[Targets], atom[Utf8], XA_STRING, atom[Text] };
	const char *text = NULL;

	memset(&ev, 0, sizeof(ev));
	ev.type = SelectionNotify;
	ev.requestor = r->requestor;
	ev.selection = r->selection;
	ev.target = r->target;
	ev.time = r->time;
	ev.property = None;
	if (r->selection == XA_PRIMARY && primary)
		text = primary;
	else if (r->selection == atom[Clipboard] && clipboard)
		text = clipboard;
	if (text) {
		if (r->target == atom[Targets]) {
			XChangeProperty(dpy, r->requestor, prop, XA_ATOM, 32,
			                PropModeReplace, (unsigned char *)t, LEN(t));
			ev.property = prop;
		} else if (r->target == atom[Utf8] || r->target == XA_STRING ||
		           r->target == atom[Text]) {
			XChangeProperty(dpy, r->requestor, prop,
			                r->target == atom[Utf8] ? atom[Utf8] : XA_STRING, 8,
			                PropModeReplace, (unsigned char *)text, strlen(text));
			ev.property = prop;
		}
	}
	XSendEvent(dpy, r->requestor, True, 0, (XEvent *)&ev);
}

/* another client took PRIMARY: the text selection is no longer shown,
 * and selecting the selected commit again takes PRIMARY back */
static void
selectionclear(XEvent *e)
{
	if (e->xselectionclear.selection != XA_PRIMARY)
		return;
	primary = NULL;
	if (selon) {
		selon = 0;
		dirty |= DirtyText;
	}
}

/* X events */

static void (*handler[LASTEvent])(XEvent *) = {
	[ButtonPress] = buttonpress,
	[ButtonRelease] = buttonrelease,
	[MotionNotify] = motionnotify,
	[ClientMessage] = clientmessage,
	[ConfigureNotify] = configurenotify,
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
	if (mapped)
		return;
	XMapRaised(dpy, win);
	mapped = 1;
	dirty |= DirtyList | DirtyStatus;
}

void
win_title(const char *title)
{
	Xutf8SetWMProperties(dpy, win, title, title, NULL, 0, NULL, NULL, NULL);
	XChangeProperty(dpy, win, atom[NetWMName], atom[Utf8], 8, PropModeReplace,
	                (const unsigned char *)title, strlen(title));
}

/* PRIMARY holds text from the event's time; should the server hold a
 * later time for the last owner, from now */
void
win_ownprimary(const char *text)
{
	primary = text;
	XSetSelectionOwner(dpy, XA_PRIMARY, win, evtime);
	if (XGetSelectionOwner(dpy, XA_PRIMARY) != win)
		XSetSelectionOwner(dpy, XA_PRIMARY, win, CurrentTime);
}

void
win_ownclipboard(const char *text)
{
	clipboard = text;
	XSetSelectionOwner(dpy, atom[Clipboard], win, evtime);
}

void
win_paste(void)
{
	XConvertSelection(dpy, XA_PRIMARY, atom[Utf8], atom[Paste], win, evtime);
}

int
win_textw(const char *s, size_t n)
{
	return drw_textw(drw, s, n);
}

/* Ctrl-plus, Ctrl-minus, Ctrl-0: the fonts bigger, smaller, as set */
static void
zoom(const Arg *arg)
{
	static double scale = 1.0;

	scale = arg->i ? MAX(0.3, MIN(5.0, scale * (arg->i > 0 ? 1.15 : 1 / 1.15))) : 1.0;
	drw_fontset_create(drw, fonts, LEN(fonts), scale);
	rowh = drw->fonts->h + rowpad;
	charw = MAX(1, drw_textw(drw, "0", 1));
	layout();
	follow();
	settop(ttop);
}

static void
run(void)
{
	struct pollfd pfd[1 + CORE_FDS];
	XEvent ev;
	double t, wait;
	int timeout, n;

	while (running) {
		while (running && XPending(dpy)) {
			XNextEvent(dpy, &ev);
			if (handler[ev.type])
				handler[ev.type](&ev);
		}
		if (!running)
			break;
		core_ended();  /* before drawing: what it sets dirty is drawn now */
		t = now_ms();
		timeout = -1;
		if (!mapped && !revdone) {
			if (t - starttime >= MAPDELAY)
				win_show();
			else
				timeout = MAPDELAY - (t - starttime) + 1;
		}
		if (dirty || dirtyrows[0] >= 0) {
			wait = revdone || urgent ? 0 : drawms - (t - lastdraw);
			if (wait <= 0)
				draw();
			else
				timeout = timeout < 0 ? wait + 1 : MIN(timeout, wait + 1);
		}
		timeout = core_timeout(t, timeout);
		XFlush(dpy);
		/* a round trip since the events were drained (a selection
		 * owner asked, a font opened) may have queued more: poll would
		 * not see them, and a click would wait for the next wake-up */
		if (QLength(dpy) > 0)
			timeout = 0;
		pfd[0].fd = ConnectionNumber(dpy);
		pfd[0].events = POLLIN;
		pfd[0].revents = 0;
		n = 1 + core_fds(pfd + 1, CORE_FDS);
		if (poll(pfd, n, timeout) < 0) {
			if (errno == EINTR)
				continue;
			die("poll:");
		}
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

	if (!setlocale(LC_CTYPE, "") || !XSupportsLocale())
		fputs("gitview: no locale support\n", stderr);
	if (!(dpy = XOpenDisplay(NULL)))
		die("cannot open display");
	fcntl(ConnectionNumber(dpy), F_SETFD, FD_CLOEXEC);
	XSetErrorHandler(xerror);
	XSetIOErrorHandler(xioerror);
	screen = DefaultScreen(dpy);
	root = RootWindow(dpy, screen);
	XInternAtoms(dpy, names, AtomLast, False, atom);
	drw = drw_create(dpy, screen, root, winwidth, winheight);
	drw_fontset_create(drw, fonts, LEN(fonts), 1.0);
	rowh = drw->fonts->h + rowpad;
	charw = MAX(1, drw_textw(drw, "0", 1));
	for (i = 0; i < SchemeLast; i++)
		if (drw_clr_create(drw, &scheme[i][ColFg], colors[i][ColFg]) < 0 ||
		    drw_clr_create(drw, &scheme[i][ColBg], colors[i][ColBg]) < 0)
			die("cannot allocate colour %s", colors[i][0]);
	for (i = 0; i < LEN(lanecolors); i++)
		if (drw_clr_create(drw, &lane[i], lanecolors[i]) < 0)
			die("cannot allocate colour %s", lanecolors[i]);
	for (i = 0; i < LEN(statuscolors); i++)
		if (drw_clr_create(drw, &statusclr[i], statuscolors[i]) < 0)
			die("cannot allocate colour %s", statuscolors[i]);
	ww = winwidth, wh = winheight;
	layout();
	wa.background_pixel = scheme[SchemeNorm][ColBg].pixel;
	wa.bit_gravity = NorthWestGravity;
	wa.event_mask = ExposureMask | KeyPressMask | ButtonPressMask |
	    ButtonReleaseMask | Button1MotionMask | StructureNotifyMask;
	win = XCreateWindow(dpy, root, 0, 0, ww, wh, 0, DefaultDepth(dpy, screen),
	    InputOutput, DefaultVisual(dpy, screen),
	    CWBackPixel | CWBitGravity | CWEventMask, &wa);
	sh = XAllocSizeHints();
	sh->flags = PMinSize;
	sh->min_width = 20 * charw;
	sh->min_height = 3 * rowh;
	Xutf8SetWMProperties(dpy, win, "gitview", "gitview", NULL, 0, sh, NULL, &ch);
	XFree(sh);
	XChangeProperty(dpy, win, atom[NetWMPid], XA_CARDINAL, 32, PropModeReplace,
	                (unsigned char *)&pid, 1);
	XSetWMProtocols(dpy, win, &atom[WMDelete], 1);
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
	XDestroyWindow(dpy, win);
	XCloseDisplay(dpy);
	return 0;
}
