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
enum { DragNone, DragText, DragLines };  /* what TextClick begins */


/* what is under the pointer, as the window works it out of pixels */
typedef struct {
	int pane;               /* PaneList, PaneText, PaneFiles, PaneGoto */
	int button;             /* 1 left, 2 middle, 3 right */
	int row;                /* the pane's row under it, 0: the first shown */
	int line, col;          /* the commit pane's text under it */
	int lanecol;            /* the list's lane under it, or -1 */
	int numbers, annot;     /* over the file view's line numbers, its annotation */
	int quick;              /* within a double-click's time of the last click */
	int press;              /* the presses so far */
	int step;               /* buttons[]'s argument; a drag's way; a bar's top */
	int x, y, h, rowh;      /* pixels: where a menu opens, in a pane this high */
	const char *primary;    /* what the window owns of PRIMARY */
} Click;

/* the X keysyms the parts tell apart (X's numbers, without X's headers;
 * a character's keysym is the character) */
enum { SymTab = 0xff09, SymBackTab = 0xfe20, SymReturn = 0xff0d, SymEnter = 0xff8d,
       SymEscape = 0xff1b, SymUp = 0xff52, SymDown = 0xff54 };

/* a key pressed, as the window reads it */
typedef struct KeyEvent {
	int ed;                 /* as an edited line takes it: Ed... (goto.h) */
	const char *text;       /* what it typed, len bytes */
	int len;
	unsigned int mod;       /* Control, Alt, Super held: the window's bits */
	unsigned long sym;      /* the keysym */
	int modifier;           /* the key is a modifier alone (Shift...) */
	const char *name;       /* the keysym's, for the trace */
	int cmd;                /* what keys[] binds in the focused pane, or NoCommand */
	Arg arg;
} KeyEvent;

/* a key, offered to the parts top first (refs view, goto field, find's
 * prompt, menu, the window's keys' list, the question of a command,
 * type-ahead), then its command, then your own commands, then
 * type-ahead's start: NoCommand, or one of the window's own to run */
int door_key(const KeyEvent *k);
int door_do(int cmd, const Arg *arg);  /* the user acts: TextClick's drag, Press's go on */

/* the loop (x.c's): config.h's tables for your own commands, then the
 * start, before the window; each turn, what is due before a repaint and
 * what after it (ms to the next, -1: none), the pipes to poll and what
 * they gave; 1 while running, 0 once quit, -1 once a signal stopped it;
 * the end, the exit status (lost: the X server went away, kill and go) */
typedef struct {
	const UserCmd *usercmds;
	int nusercmds;
	const char *const *difftool;
	const char *patchdir;
} Setup;
void door_start(int argc, char *argv[], const Setup *setup);
int door_update(void);
int door_timeout(void);
int door_fds(struct pollfd *pfd, int max);
void door_read(const struct pollfd *pfd, int n);
int door_running(void);
int door_end(int lost);
