/* See LICENSE file for copyright and license details.
 *
 * xsel.c: PRIMARY and CLIPBOARD, owned (the core's text, through win.h)
 * and pasted, and CLIPBOARD handed at exit to a clipboard manager. x.c
 * passes it the selection events; start reading at xsel_request().
 */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "core.h"
#include "usercmd.h"
#include "gitview.h"
#include "pane.h"
#include "goto.h"
#include "find.h"
#include "refsview.h"
#include "win.h"
#include "xsel.h"

#define SAVEMS        2000   /* at most this long for the clipboard manager at exit */
#define MAXPAIRS      16     /* a MULTIPLE request's pairs answered */
#define MAXINCR       4      /* transfers in pieces (INCR) at a time */

enum { Utf8, Targets, Text, Clipboard, Paste, ClipManager, SaveTargets, Multiple, AtomPair,
       Incr, AtomLast };

/* a text longer than one request holds, handed over in pieces (ICCCM's
 * INCR): the requestor deletes the property, the next piece is written;
 * an empty piece ends it */
typedef struct {
	Window requestor;       /* None: a free slot */
	Atom prop, type;
	const char *text;
	size_t len, off;
} IncrSend;

static struct {
	Display *dpy;
	Window win;
	const Time *evtime;     /* x.c's: of the last event */
	Atom atom[AtomLast];
	const char *primary, *clipboard;  /* the text owned */
	size_t piece;           /* the most one property change carries */
	IncrSend incr[MAXINCR];
	unsigned int nincr;     /* transfers that took a busy slot */
} xs;

void
xsel_init(Display *dpy, Window win, const Time *evtime)
{
	static char *names[AtomLast] = {
		"UTF8_STRING", "TARGETS", "TEXT", "CLIPBOARD", "GITVIEW_PASTE",
		"CLIPBOARD_MANAGER", "SAVE_TARGETS", "MULTIPLE", "ATOM_PAIR", "INCR",
	};

	xs.dpy = dpy, xs.win = win, xs.evtime = evtime;
	xs.piece = (size_t)XMaxRequestSize(dpy) * 4 - 64;  /* less the request's header */
	XInternAtoms(dpy, names, AtomLast, False, xs.atom);
}

const char *
xsel_primary(void)
{
	return xs.primary;
}

void
xsel_notify(XEvent *e)
{
	XSelectionEvent *ev = &e->xselection;
	unsigned char *data = NULL;
	unsigned long n, after;
	Atom type;
	int fmt;

	if (ev->property == None)
		return;
	if (XGetWindowProperty(xs.dpy, xs.win, ev->property, 0, sizeof(goto_edit()->buf) / 4, True,
	    AnyPropertyType, &type, &fmt, &n, &after, &data) == Success && data) {
		if (fmt == 8)
			refsview_paste((char *)data, n);
		XFree(data);
	}
}

static Atom sendtext(Window requestor, Atom prop, Atom type, const char *text);

/* text converted to target in requestor's prop; None if it cannot be */
static Atom
convert(Window requestor, const char *text, Atom target, Atom prop)
{
	Atom t[] = { xs.atom[Targets], xs.atom[Utf8], XA_STRING, xs.atom[Text] };

	if (text && target == xs.atom[Targets]) {
		XChangeProperty(xs.dpy, requestor, prop, XA_ATOM, 32, PropModeReplace,
		                (unsigned char *)t, LEN(t));
		return prop;
	}
	if (text && (target == xs.atom[Utf8] || target == XA_STRING || target == xs.atom[Text]))
		return sendtext(requestor, prop,
		                target == xs.atom[Utf8] ? xs.atom[Utf8] : XA_STRING, text);
	return None;
}

/* text in requestor's prop: at once, or, longer than a request holds,
 * in pieces; a fifth transfer at a time takes the slot of the oldest
 * (a requestor gone mid-way never frees its own) */
static Atom
sendtext(Window requestor, Atom prop, Atom type, const char *text)
{
	size_t len = strlen(text);
	long n = (long)len;
	int i;

	/* our own window (a paste into the goto field) is not watched for
	 * property changes alone, and takes no more than a piece */
	if (len <= xs.piece || requestor == xs.win) {
		XChangeProperty(xs.dpy, requestor, prop, type, 8, PropModeReplace,
		                (unsigned char *)text, (int)MIN(len, xs.piece));
		return prop;
	}
	for (i = 0; i < MAXINCR && xs.incr[i].requestor != None; i++)
		;
	if (i == MAXINCR)
		i = xs.nincr++ % MAXINCR;
	xs.incr[i] = (IncrSend){ requestor, prop, type, text, len, 0 };
	XSelectInput(xs.dpy, requestor, PropertyChangeMask);
	XChangeProperty(xs.dpy, requestor, prop, xs.atom[Incr], 32, PropModeReplace,
	                (unsigned char *)&n, 1);
	return prop;
}

/* is a transfer to window w under way? */
static int
busy(Window w)
{
	int i;

	for (i = 0; i < MAXINCR; i++)
		if (xs.incr[i].requestor == w)
			return 1;
	return 0;
}

/* PropertyNotify: a requestor took a piece (deleted the property); the
 * next, or the empty one that ends the transfer */
void
xsel_property(XEvent *e)
{
	XPropertyEvent *pe = &e->xproperty;
	IncrSend *t;
	size_t n;

	if (pe->state != PropertyDelete)
		return;
	for (t = xs.incr; t < xs.incr + MAXINCR; t++) {
		if (t->requestor == None || t->requestor != pe->window || t->prop != pe->atom)
			continue;
		n = MIN(xs.piece, t->len - t->off);
		XChangeProperty(xs.dpy, t->requestor, t->prop, t->type, 8, PropModeReplace,
		                (unsigned char *)t->text + t->off, (int)n);
		t->off += n;
		if (n == 0) {
			t->requestor = None;
			if (!busy(pe->window))  /* a MULTIPLE's other targets still go */
				XSelectInput(xs.dpy, pe->window, NoEventMask);
		}
	}
}

/* the text owned changes (and the old one is freed): its transfers end */
static void
incr_drop(const char *old)
{
	int i;

	for (i = 0; old && i < MAXINCR; i++)
		if (xs.incr[i].requestor != None && xs.incr[i].text == old)
			xs.incr[i].requestor = None;
}

/* MULTIPLE (a clipboard manager saving what gitview owns asks so): prop
 * holds (target, property) pairs; each one not converted becomes None */
static Atom
convertmany(Window requestor, const char *text, Atom prop)
{
	unsigned char *data = NULL;
	unsigned long n, after, i;
	Atom type, pairs[2 * MAXPAIRS];
	int fmt;

	if (!text || prop == None ||
	    XGetWindowProperty(xs.dpy, requestor, prop, 0, 2 * MAXPAIRS, False, AnyPropertyType,
	                       &type, &fmt, &n, &after, &data) != Success || !data)
		return None;
	n = fmt == 32 ? MIN(n, 2 * MAXPAIRS) & ~1UL : 0;
	for (i = 0; i < n; i++)
		pairs[i] = ((unsigned long *)data)[i];  /* Xlib hands format 32 as longs */
	XFree(data);
	for (i = 0; i < n; i += 2)
		if (convert(requestor, text, pairs[i], pairs[i + 1]) == None)
			pairs[i + 1] = None;
	XChangeProperty(xs.dpy, requestor, prop, xs.atom[AtomPair], 32, PropModeReplace,
	                (unsigned char *)pairs, n);
	return n ? prop : None;
}

void
xsel_request(XEvent *e)
{
	XSelectionRequestEvent *r = &e->xselectionrequest;
	XSelectionEvent ev = { .type = SelectionNotify, .requestor = r->requestor,
	                       .selection = r->selection, .target = r->target, .time = r->time };
	Atom prop = r->property == None ? r->target : r->property;
	const char *text = r->selection == XA_PRIMARY ? xs.primary :
	                   r->selection == xs.atom[Clipboard] ? xs.clipboard : NULL;

	ev.property = r->target == xs.atom[Multiple] ?
	              convertmany(r->requestor, text, r->property) :
	              convert(r->requestor, text, r->target, prop);
	XSendEvent(xs.dpy, r->requestor, True, 0, (XEvent *)&ev);
}

/* another client took PRIMARY: the text selection is no longer shown,
 * and selecting the selected commit again takes PRIMARY back */
void
xsel_clear(XEvent *e)
{
	if (e->xselectionclear.selection != XA_PRIMARY)
		return;
	incr_drop(xs.primary);  /* the pane frees it at the next selection */
	xs.primary = NULL;
	pane_selhide();
}

/* win.h: PRIMARY holds text from the event's time; should the server
 * hold a later time for the last owner, from now. Asked only when another
 * took it: an owner whose time is refused stays one, serving the new text.
 * Before any event the time is the server's, never refused: no round trip
 * (at the load's first row, it waited 10-25 ms for the first window drawn) */
void
win_ownprimary(const char *text)
{
	XSetSelectionOwner(xs.dpy, XA_PRIMARY, xs.win, *xs.evtime);
	if (!xs.primary && *xs.evtime != CurrentTime &&
	    XGetSelectionOwner(xs.dpy, XA_PRIMARY) != xs.win)
		XSetSelectionOwner(xs.dpy, XA_PRIMARY, xs.win, CurrentTime);
	incr_drop(xs.primary);  /* a new text may stand where the old was freed */
	xs.primary = text;
}

void
win_ownclipboard(const char *text)
{
	incr_drop(xs.clipboard);  /* a new text may stand where the old was freed */
	xs.clipboard = text;
	XSetSelectionOwner(xs.dpy, xs.atom[Clipboard], xs.win, *xs.evtime);
}

void
win_paste(void)
{
	XConvertSelection(xs.dpy, XA_PRIMARY, xs.atom[Utf8], xs.atom[Paste], xs.win, *xs.evtime);
}

/* CLIPBOARD outlives the window where a clipboard manager runs
 * (freedesktop's CLIPBOARD_MANAGER, as GTK and Qt programs do): asked
 * to SAVE_TARGETS, it asks gitview for the targets and their text,
 * answered here, and says it is done with a SelectionNotify; one that
 * takes CLIPBOARD over has the text already (xfsettingsd does so before
 * it answers). gitview waits for either SAVEMS at most: xfce4-clipman
 * does neither (it took the text when CLIPBOARD changed, and takes
 * CLIPBOARD once the window is gone).
 * Before the core is freed: xs.clipboard is its text; not once the
 * window is gone */
void
xsel_save(void)
{
	Atom mgr = xs.atom[ClipManager];
	struct pollfd pfd = { .fd = ConnectionNumber(xs.dpy), .events = POLLIN };
	double start = util_nowms(), end = start + SAVEMS;
	Atom t[] = { xs.atom[Utf8], XA_STRING, xs.atom[Text] };
	XEvent ev;

	if (!xs.clipboard || XGetSelectionOwner(xs.dpy, xs.atom[Clipboard]) != xs.win ||
	    XGetSelectionOwner(xs.dpy, mgr) == None)
		return;
	XChangeProperty(xs.dpy, xs.win, xs.atom[SaveTargets], XA_ATOM, 32, PropModeReplace,
	                (unsigned char *)t, LEN(t));
	XConvertSelection(xs.dpy, mgr, xs.atom[SaveTargets], xs.atom[SaveTargets], xs.win,
	                  *xs.evtime);
	XFlush(xs.dpy);
	while (util_nowms() < end) {
		while (XPending(xs.dpy)) {
			XNextEvent(xs.dpy, &ev);
			if (ev.type == SelectionNotify && ev.xselection.selection == mgr) {
				pipe_trace("clipboard saved in %.1f ms: SAVE_TARGETS answered",
				           util_nowms() - start);
				return;
			}
			if (ev.type == SelectionClear &&
			    ev.xselectionclear.selection == xs.atom[Clipboard]) {
				pipe_trace("clipboard saved in %.1f ms: CLIPBOARD taken over",
				           util_nowms() - start);
				return;
			}
			if (ev.type == SelectionRequest)
				xsel_request(&ev);
			if (ev.type == PropertyNotify)
				xsel_property(&ev);
		}
		XFlush(xs.dpy);
		if (poll(&pfd, 1, MAX(1, (int)(end - util_nowms()))) < 0 && errno != EINTR)
			break;
	}
	pipe_trace("clipboard manager: no answer in %.1f ms", util_nowms() - start);
}
