/* See LICENSE file for copyright and license details.
 *
 * gitview.h: the dispatcher (gitview.c) as the window sees it: the
 * loop's core (its start, the sources it polls, their timeouts, the
 * end), the status line's counts, the type-ahead, and the keys'
 * actions that are the dispatcher's own. The core's services are in
 * core.h, each part's in its own header. Needs core.h first.
 */
#define GITVIEW_FDS 65  /* 3 a source, the watch, the exits */
struct pollfd;
void gitview_start(int argc, char *argv[]);  /* before the window */
void gitview_update(void);  /* reap what ended, ask for the rows shown: before a repaint */
int gitview_reaptimeout(double now);  /* timeouts: ms to the next, -1: none */
int gitview_sweeptimeout(double now);
int gitview_aheadtimeout(double now);
int gitview_fds(struct pollfd *pfd, int max);
void gitview_read(const struct pollfd *pfd, int n);
void gitview_free(void);
size_t gitview_statusinfo(char *out, size_t cap);
int gitview_typeahead_on(void);  /* keys typed now extend the type-ahead */
void gitview_typeahead(int c);   /* a key typed in the files pane or the tree; -1: another key */

/* the actions of keys and buttons (config.h): the command they stand
 * for goes to the parts, top first, until one takes it */
void gitview_focusnext(const Arg *arg);
void gitview_fmove(const Arg *arg);
void gitview_ahead(const Arg *arg);
void gitview_fjump(const Arg *arg);
void gitview_fnarrow(const Arg *arg);
void gitview_fpage(const Arg *arg);
void gitview_golink(const Arg *arg);
void gitview_quit(const Arg *arg);
void gitview_tpage(const Arg *arg);
void gitview_tjump(const Arg *arg);
void gitview_tscroll(const Arg *arg);
void gitview_widen(const Arg *arg);
