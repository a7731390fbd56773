/* See LICENSE file for copyright and license details.
 *
 * xsel.h: the selections (xsel.c) as x.c sees it; with X types, so for
 * the window's files only. The core reaches them through win.h.
 */

void xsel_init(Display *dpy, Window win, const Time *evtime);  /* evtime: x.c's last event's */
const char *xsel_primary(void);         /* the text PRIMARY holds, NULL when not ours */
void xsel_notify(XEvent *e);            /* SelectionNotify: a paste's text */
void xsel_request(XEvent *e);           /* SelectionRequest */
void xsel_clear(XEvent *e);             /* SelectionClear */
void xsel_property(XEvent *e);          /* PropertyNotify: a long text's next piece */
void xsel_save(void);                   /* at exit: CLIPBOARD to the clipboard manager */
