/* See LICENSE file for copyright and license details.
 *
 * gitview: a history browser for git, drawn with Xlib and Xft.
 *
 * git does the work: `git rev-list --parents` with the user's arguments
 * streams the commits, and graph.c keeps them in a topological list with
 * their lanes. Only what is on screen is ever looked at: the text of the
 * rows shown comes from one long-running `git cat-file --batch` into a
 * small cache, and lanes are laid out for the rows shown.
 *
 * The event loop (run) waits with poll() on the X connection and on every
 * live pipe, so keys and exposes are answered while git is still talking.
 * X events go through the handler[] table; keys and buttons through the
 * keys[] and buttons[] tables of config.h. Repaints go to an off-screen
 * pixmap (draw.c), only of the rows that changed, and are rate-limited
 * while git streams.
 *
 * To understand everything else, start reading main().
 */
#include <sys/types.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
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
#include "util.h"

#define CLEANMASK(m)  ((m) & (ControlMask | Mod1Mask | Mod4Mask))
#define TEXTCACHE     2048   /* rows whose text is kept: a power of two */
#define MAXCELLS      512    /* lanes drawn in one row */
#define MAPDELAY      150    /* ms before the window shows with no commit */

enum { SchemeNorm, SchemeSel, SchemeDim, SchemeStatus, SchemeError, SchemeLast };
enum { ClkList, ClkStatus, ClkLast };
enum { ColFg, ColBg };
enum { DirtyList = 1, DirtyStatus = 2 };
enum { WMProtocols, WMDelete, NetWMName, NetWMPid, Utf8, Targets, Text,
       Clipboard, AtomLast };

typedef union {
	int i;
	const void *v;
} Arg;

typedef struct {
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

/* the text of one row, from cat-file */
typedef struct {
	int commit;          /* -1: empty slot */
	int loaded;          /* 0 while asked for */
	long long atime;
	char subject[256];
	char author[64];
} RowText;

/* function declarations */
static void move(const Arg *arg);
static void page(const Arg *arg);
static void jump(const Arg *arg);
static void quit(const Arg *arg);
static void copy(const Arg *arg);
static void scroll(const Arg *arg);
static void selectpointer(const Arg *arg);

#include "config.h"

/* compile-time checks of the configuration */
typedef char lanecolours_fit[LEN(lanecolors) >= 1 && LEN(lanecolors) <= 256 ? 1 : -1];

/* X */
static Display *dpy;
static int screen;
static Window root, win;
static Drw *drw;
static Atom atom[AtomLast];
static Clr scheme[SchemeLast][2];
static Clr lane[LEN(lanecolors)];
static int ww = 0, wh = 0, rowh, charw, mapped;
static Time evtime = CurrentTime;
static int ptrx, ptry;

/* git */
static Proc rev, cat;
static int revdone, revok, catdead, emptyrepo;
static const char **revargv;
static int graphopts;
static Graph *graph;
static unsigned char *idbuf;
static size_t idcap;
static char reponame[256];

/* the rows' text and the cat-file requests in flight, oldest first */
static RowText texts[TEXTCACHE];
static int ntexts;
static int *flight;
static int flighthead, nflight, flightcap;

/* what is shown */
static int sel = -1;            /* the selected commit */
static int top;                 /* the first row on screen */
static int gw, pitch;           /* graph column and lane width */
static char selhex[HEXMAX + 1];
static char cliphex[HEXMAX + 1];  /* what y put on CLIPBOARD */
static char status[512];
static int statuserr;
static int dirty, urgent, dirtyrows[2] = { -1, -1 };
static double lastdraw, starttime;
static int running = 1, traced;

static int
listh(void)
{
	return MAX(0, wh - rowh);
}

/* rows that fit whole in the list */
static int
fullrows(void)
{
	return MAX(1, listh() / rowh);
}

static int
rows(void)
{
	return graph ? graph_rows(graph) : 0;
}

static int
selrow(void)
{
	return sel >= 0 ? graph_row(graph, sel) : -1;
}

/* row text cache */

static RowText *
text_find(int c)
{
	unsigned int i;

	for (i = (unsigned int)c * 2654435761u % TEXTCACHE; texts[i].commit >= 0;
	     i = (i + 1) % TEXTCACHE)
		if (texts[i].commit == c)
			return &texts[i];
	return NULL;
}

/* a slot for c; when the cache fills, keep only the rows on screen */
static RowText *
text_add(int c)
{
	static RowText keep[TEXTCACHE];
	unsigned int i;
	int n = 0, k, r;

	if (ntexts >= TEXTCACHE * 3 / 4) {
		for (i = 0; i < TEXTCACHE; i++) {
			r = texts[i].commit >= 0 ? graph_row(graph, texts[i].commit) : -1;
			if (r >= top && r < top + fullrows() + 1 && texts[i].commit != c)
				keep[n++] = texts[i];
			texts[i].commit = -1;
		}
		ntexts = 0;
		for (k = 0; k < n; k++)
			*text_add(keep[k].commit) = keep[k];
	}
	for (i = (unsigned int)c * 2654435761u % TEXTCACHE; texts[i].commit >= 0;
	     i = (i + 1) % TEXTCACHE)
		;
	memset(&texts[i], 0, sizeof(texts[i]));
	texts[i].commit = c;
	ntexts++;
	return &texts[i];
}

static void
cat_request(int c)
{
	char hex[HEXMAX + 2];
	int hl = graph_hashlen(graph);

	if (catdead)
		return;
	if (!pipe_running(&cat) && pipe_spawn(&cat, catfilecmd, 1) < 0) {
		catdead = 1;
		snprintf(status, sizeof(status), "cannot run git cat-file: %s",
		         strerror(errno));
		statuserr = 1;
		return;
	}
	text_add(c);
	if (nflight == flightcap) {
		int *nf, i, old = flightcap;

		flightcap = old ? old * 2 : 256;
		nf = ecalloc(flightcap, sizeof(*nf));
		for (i = 0; i < nflight; i++)
			nf[i] = flight[(flighthead + i) % old];
		free(flight);
		flight = nf;
		flighthead = 0;
	}
	flight[(flighthead + nflight++) % flightcap] = c;
	hex_encode(graph_id(graph, c), hl, hex);
	hex[2 * hl] = '\n';
	pipe_write(&cat, hex, 2 * hl + 1);
}

/* the text of commit c, asked for if it is not here */
static const RowText *
rowtext(int c)
{
	RowText *t = text_find(c);

	if (!t) {
		cat_request(c);
		return NULL;
	}
	return t->loaded ? t : NULL;
}

/* the window */

static void
settitle(void)
{
	char title[1024], *t = title;
	const RowText *rt;

	if (sel < 0) {
		snprintf(title, sizeof(title), "gitview: %s", reponame);
	} else {
		rt = text_find(sel);
		snprintf(title, sizeof(title), "gitview: %s: %.7s%s%s", reponame,
		         selhex, rt && rt->loaded ? " " : "",
		         rt && rt->loaded ? rt->subject : "");
	}
	Xutf8SetWMProperties(dpy, win, title, title, NULL, 0, NULL, NULL, NULL);
	XChangeProperty(dpy, win, atom[NetWMName], atom[Utf8], 8, PropModeReplace,
	                (unsigned char *)t, strlen(t));
}

static void
setstatus(int err, const char *msg)
{
	snprintf(status, sizeof(status), "%s", msg);
	statuserr = err;
	dirty |= DirtyStatus;
}

static void
markrow(int row)
{
	if (row < 0)
		return;
	if (dirtyrows[0] < 0)
		dirtyrows[0] = row;
	else if (dirtyrows[1] < 0 && dirtyrows[0] != row)
		dirtyrows[1] = row;
	else if (dirtyrows[0] != row && dirtyrows[1] != row)
		dirty |= DirtyList;
}

/* keep the selection on screen */
static void
follow(void)
{
	int r = selrow(), n = fullrows(), old = top;

	if (r < 0)
		return;
	if (r < top)
		top = r;
	else if (r >= top + n)
		top = r - n + 1;
	if (top != old)
		dirty |= DirtyList;
}

static void
selectcommit(int c)
{
	if (c < 0 || c == sel)
		return;
	markrow(selrow());
	sel = c;
	markrow(selrow());
	follow();
	hex_encode(graph_id(graph, c), graph_hashlen(graph), selhex);
	XSetSelectionOwner(dpy, XA_PRIMARY, win, evtime);
	settitle();
	dirty |= DirtyStatus;
	if (!traced) {
		traced = 1;
		pipe_trace("+%.1fms selected %s", now_ms() - starttime, selhex);
	}
}

static void
selectrow(int r)
{
	if (rows() == 0)
		return;
	selectcommit(graph_commit(graph, MAX(0, MIN(r, rows() - 1))));
}

/* drawing */

static void
drawrow(int row)
{
	Cell cells[MAXCELLS];
	const RowText *t;
	char date[32];
	int y = (row - top) * rowh, x, w, i, n, col, c, cx, mid, lw, r, tx;
	int aw, dw, right;
	const Clr *bg, *fg;
	struct tm tm;
	time_t tt;

	if (row < top || y >= listh())
		return;
	bg = &scheme[row < rows() && graph_commit(graph, row) == sel ? SchemeSel : SchemeNorm][ColBg];
	drw_rect(drw, 0, y, ww, rowh, bg);
	if (row >= rows())
		return;
	c = graph_commit(graph, row);
	n = MIN(graph_layout(graph, row, cells, MAXCELLS, &col), MAXCELLS);
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
		if (cells[i].flags & CellFrom)
			drw_line(drw, x + col * pitch, mid, cx, y + rowh, lw, &lane[cells[i].join]);
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

	/* text: subject, then author and date on the right when there is room */
	tx = gw + charw;
	dw = drw_textw(drw, "0000-00-00 00:00", 16) + charw;
	aw = authorchars * charw + charw;
	right = ww - charw;
	if (right - tx < 40 * charw)
		aw = dw = 0;
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
	if (w > 0)
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

static void
drawstatus(void)
{
	char right[64], left[600];
	int y = listh(), rw;
	const Clr *c = scheme[statuserr ? SchemeError : SchemeStatus];

	drw_rect(drw, 0, y, ww, wh - y, &c[ColBg]);
	if (status[0])
		snprintf(left, sizeof(left), "%s", status);
	else if (emptyrepo)
		snprintf(left, sizeof(left), "No commits: the repository is empty");
	else if (!revdone)
		snprintf(left, sizeof(left), "Loading… %d commits", rows());
	else if (rows() == 0)
		snprintf(left, sizeof(left), "No commits match");
	else
		snprintf(left, sizeof(left), "%d commits", rows());
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
	if (dirty & DirtyList) {
		drawlist();
		drw_map(drw, win, 0, 0, ww, listh());
	} else {
		for (i = 0; i < 2; i++) {
			if (dirtyrows[i] >= top && (dirtyrows[i] - top) * rowh < listh()) {
				drawrow(dirtyrows[i]);
				drw_map(drw, win, 0, (dirtyrows[i] - top) * rowh, ww,
				        MIN(rowh, listh() - (dirtyrows[i] - top) * rowh));
				if ((dirtyrows[i] - top + 1) * rowh > listh())
					dirty |= DirtyStatus;
			}
		}
	}
	if (dirty) {  /* and when a row ran into it */
		drawstatus();
		drw_map(drw, win, 0, listh(), ww, wh - listh());
	}
	dirty = urgent = 0;
	dirtyrows[0] = dirtyrows[1] = -1;
	lastdraw = now_ms();
}

/* key and button functions */

static void
move(const Arg *arg)
{
	if (sel >= 0)
		selectrow(selrow() + arg->i);
}

static void
page(const Arg *arg)
{
	int n = MAX(1, fullrows() - 1), r = selrow();

	if (sel < 0)
		return;
	top = MAX(0, MIN(top + arg->i * n, rows() - fullrows()));
	dirty |= DirtyList;
	selectrow(r + arg->i * n);
}

static void
jump(const Arg *arg)
{
	selectrow(arg->i ? rows() - 1 : 0);
}

static void
copy(const Arg *arg)
{
	(void)arg;
	if (sel < 0)
		return;
	memcpy(cliphex, selhex, sizeof(cliphex));
	XSetSelectionOwner(dpy, atom[Clipboard], win, evtime);
}

static void
quit(const Arg *arg)
{
	(void)arg;
	running = 0;
}

static void
scroll(const Arg *arg)
{
	int old = top;

	top = MAX(0, MIN(top + arg->i * wheelrows, rows() - fullrows()));
	if (top != old)
		dirty |= DirtyList;
}

static void
selectpointer(const Arg *arg)
{
	int r = top + ptry / rowh;

	(void)arg;
	if (r < rows())
		selectrow(r);
}

/* X events */

static void
buttonpress(XEvent *e)
{
	XButtonEvent *ev = &e->xbutton;
	unsigned int i, click = ev->y < listh() ? ClkList : ClkStatus;

	evtime = ev->time;
	ptrx = ev->x, ptry = ev->y;
	for (i = 0; i < LEN(buttons); i++)
		if (buttons[i].click == click && buttons[i].button == ev->button)
			buttons[i].func(&buttons[i].arg);
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
	follow();
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

static void
keypress(XEvent *e)
{
	XKeyEvent *ev = &e->xkey;
	char buf[32];
	KeySym sym;
	unsigned int i;

	evtime = ev->time;
	XLookupString(ev, buf, sizeof(buf), &sym, NULL);
	for (i = 0; i < LEN(keys); i++)
		if (keys[i].keysym == sym && CLEANMASK(keys[i].mod) == CLEANMASK(ev->state))
			keys[i].func(&keys[i].arg);
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
	if (r->selection == XA_PRIMARY && sel >= 0)
		text = selhex;
	else if (r->selection == atom[Clipboard] && cliphex[0])
		text = cliphex;
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

static void (*handler[LASTEvent])(XEvent *) = {
	[ButtonPress] = buttonpress,
	[ClientMessage] = clientmessage,
	[ConfigureNotify] = configurenotify,
	[Expose] = expose,
	[KeyPress] = keypress,
	[MappingNotify] = mappingnotify,
	[SelectionRequest] = selectionrequest,
};

/* git's output */

static void
showwindow(void)
{
	if (mapped)
		return;
	XMapRaised(dpy, win);
	mapped = 1;
	dirty |= DirtyList | DirtyStatus;
}

static void
readrevs(void)
{
	const char *line;
	size_t n, need;
	RevLine r;
	int i, hl, before = rows(), ch;

	while ((line = buf_line(&rev.obuf, &n))) {
		if (pipe_parse_rev(line, n, &r) < 0)
			continue;
		hl = r.hashlen / 2;
		if (!graph)
			graph = graph_new(hl, graphopts, LEN(lanecolors));
		if (hl != graph_hashlen(graph))
			continue;
		need = (size_t)r.nids * hl;
		if (need > idcap)
			idbuf = erealloc(idbuf, idcap = MAX(need, 2 * idcap));
		for (i = 0; i < r.nids; i++)
			hex_decode(r.hex + i * (r.hashlen + 1), hl, idbuf + i * hl);
		graph_add(graph, idbuf, idbuf + hl, r.nids - 1,
		          r.mark == '-' ? GraphBoundary : 0);
	}
	if (!graph || rows() == before)
		return;
	ch = graph_changed(graph);
	if (ch >= 0 && ch <= top + fullrows())
		dirty |= DirtyList;
	dirty |= DirtyStatus;
	if (sel < 0) {
		showwindow();
		selectrow(0);
	}
}

static int
repoisempty(void)
{
	const char *const argv[] = { "git", "for-each-ref", "--count=1", NULL };
	Buf out = { 0 };
	int st = pipe_run(argv, &out, NULL), empty = st == 0 && out.len == 0;

	buf_free(&out);
	return empty;
}

static void
revfinished(void)
{
	char msg[512];

	revdone = 1;
	revok = WIFEXITED(rev.status) && WEXITSTATUS(rev.status) == 0;
	if (graph)
		graph_done(graph);
	pipe_trace("+%.1fms loaded %d commits", now_ms() - starttime, rows());
	if (!revok && rows() == 0) {
		if (repoisempty()) {
			emptyrepo = 1;
		} else {
			fwrite(rev.ebuf.buf + rev.ebuf.off, 1, rev.ebuf.len - rev.ebuf.off, stderr);
			if (rev.ebuf.len == rev.ebuf.off)
				fprintf(stderr, "gitview: git rev-list failed\n");
			exit(1);
		}
	} else if (!revok) {
		snprintf(msg, sizeof(msg), "git rev-list stopped after %d commits: %s",
		         rows(), *pipe_errline(&rev) ? pipe_errline(&rev) :
		         WIFSIGNALED(rev.status) ? strsignal(WTERMSIG(rev.status)) : "failed");
		setstatus(1, msg);
	}
	pipe_kill(&rev);
	showwindow();
	dirty |= DirtyList | DirtyStatus;
}

static void
readcat(void)
{
	const char *body;
	BatchHdr h;
	CommitInfo ci;
	RowText *t;
	int c, r;
	unsigned char id[OIDMAX];

	while (nflight > 0 && pipe_batch_next(&cat.obuf, &h, &body)) {
		c = flight[flighthead];
		flighthead = (flighthead + 1) % flightcap;
		nflight--;
		if (!h.missing && (hex_decode(h.hex, h.hashlen / 2, id) < 0 ||
		    memcmp(id, graph_id(graph, c), graph_hashlen(graph))))
			continue;  /* not the answer we wait for */
		if (!(t = text_find(c)))
			t = text_add(c);
		t->loaded = 1;
		if (h.missing || !body || pipe_parse_commit(body, h.size, &ci) < 0) {
			snprintf(t->subject, sizeof(t->subject), "(unreadable commit)");
			t->author[0] = '\0';
		} else {
			pipe_subject(&ci, t->subject, sizeof(t->subject));
			utf8_clean(ci.aname.s, ci.aname.n, t->author, sizeof(t->author));
			t->atime = ci.atime;
		}
		r = graph_row(graph, c);
		if (r >= top && r <= top + fullrows())
			markrow(r);
		if (c == sel)
			settitle();
	}
}

/* the event loop */

static void
run(void)
{
	struct pollfd pfd[6];
	XEvent ev;
	double t, wait;
	int timeout, i;

	while (running) {
		while (running && XPending(dpy)) {
			XNextEvent(dpy, &ev);
			if (handler[ev.type])
				handler[ev.type](&ev);
		}
		if (!running)
			break;
		if (!revdone && rev.out < 0 && rev.err < 0 && pipe_reap(&rev, 0))
			revfinished();
		t = now_ms();
		timeout = -1;
		if (!mapped && !revdone) {
			if (t - starttime >= MAPDELAY)
				showwindow();
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
		if (!revdone && rev.out < 0 && rev.err < 0)
			timeout = timeout < 0 ? 5 : MIN(timeout, 5);
		XFlush(dpy);
		pfd[0].fd = ConnectionNumber(dpy);
		pfd[1].fd = rev.out;
		pfd[2].fd = rev.err;
		pfd[3].fd = cat.out;
		pfd[4].fd = cat.err;
		pfd[5].fd = cat.ibuf.len ? cat.in : -1;
		for (i = 0; i < 6; i++)
			pfd[i].events = POLLIN, pfd[i].revents = 0;
		pfd[5].events = POLLOUT;
		if (poll(pfd, 6, timeout) < 0) {
			if (errno == EINTR)
				continue;
			die("poll:");
		}
		if (pfd[1].revents) {
			pipe_read(&rev);
			readrevs();
		}
		if (pfd[2].revents)
			pipe_readerr(&rev);
		if (pfd[3].revents) {
			if (pipe_read(&cat) == 0) {
				pipe_kill(&cat);
				catdead = 1;
				nflight = 0;
				setstatus(1, "git cat-file ended");
			}
			readcat();
		}
		if (pfd[4].revents)
			pipe_readerr(&cat);
		if (pfd[5].revents)
			pipe_flush(&cat);
	}
}

/* start-up */

static void
findrepo(void)
{
	Buf out = { 0 }, err = { 0 };
	char *s, *e, *l[3] = { 0 }, *name;
	int st, n = 0;

	st = pipe_run(repocmd, &out, &err);
	if (st < 0)
		die("cannot run git:");
	buf_add(&out, "", 1);
	for (s = out.buf; n < 3 && (e = strchr(s, '\n')); s = e + 1)
		*e = '\0', l[n++] = s;
	if (n < 2) {  /* not a repository: git has said why */
		fwrite(err.buf, 1, err.len, stderr);
		exit(1);
	}
	s = l[2] && *l[2] ? l[2] : l[0];
	if ((name = strrchr(s, '/')) && name[1])
		name++;
	else
		name = s;
	if (!l[2] && !strcmp(name, ".git") && name > s + 1) {
		name[-1] = '\0';
		name = strrchr(s, '/') ? strrchr(s, '/') + 1 : s;
	}
	utf8_clean(name, strlen(name), reponame, sizeof(reponame));
	buf_free(&out);
	buf_free(&err);
}

static void
startgit(int argc, char *argv[])
{
	int n = 0, i, j;

	revargv = ecalloc(LEN(revlistcmd) + argc, sizeof(*revargv));
	for (i = 0; revlistcmd[i]; i++)
		revargv[n++] = revlistcmd[i];
	for (i = 1; i < argc; i++)
		revargv[n++] = argv[i];
	revargv[n] = NULL;
	for (i = 1; i < argc && strcmp(argv[i], "--"); i++)
		for (j = 0; j < (int)LEN(ownorder); j++)
			if (!strcmp(argv[i], ownorder[j]))
				graphopts |= GraphKeepOrder;
	if (pipe_spawn(&rev, revargv, 0) < 0)
		die("cannot run git:");
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
	exit(1);
}

static void
setup(void)
{
	static char *names[AtomLast] = {
		"WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_NAME", "_NET_WM_PID",
		"UTF8_STRING", "TARGETS", "TEXT", "CLIPBOARD",
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
	for (i = 0; i < TEXTCACHE; i++)
		texts[i].commit = -1;
	ww = winwidth, wh = winheight;
	wa.background_pixel = scheme[SchemeNorm][ColBg].pixel;
	wa.bit_gravity = NorthWestGravity;
	wa.event_mask = ExposureMask | KeyPressMask | ButtonPressMask |
	    StructureNotifyMask;
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
	starttime = now_ms();
	pipe_init(&rev);
	pipe_init(&cat);
	if (argc == 2 && !strcmp(argv[1], "-v")) {
		puts("gitview-" VERSION);
		return 0;
	}
	signal(SIGPIPE, SIG_IGN);
	findrepo();
	startgit(argc, argv);
	setup();
	run();
	pipe_kill(&rev);
	pipe_kill(&cat);
	graph_free(graph);
	drw_free(drw);
	XDestroyWindow(dpy, win);
	XCloseDisplay(dpy);
	return 0;
}
