/* See LICENSE file for copyright and license details.
 *
 * core.h: the core's services (core.c), below every part and calling
 * none: the status line, what is to be drawn again, what fits of the
 * panes as the window reported it, the focus, the small git commands
 * (jobs), the clock. How a part's requests reach the others is in
 * part.h. Needs pipe.h first.
 */
#define LINEMAX       16384  /* bytes of a line as drawn, and of its styles */
#define BINARYPEEK    8000   /* bytes looked at for a NUL: binary, as git says */

enum { PaneList, PaneText, PaneFiles, PaneAny, PaneGoto };
enum { DirtyList = 1, DirtyStatus = 2, DirtyText = 4, DirtyFiles = 8,
       DirtyGoto = 16, DirtyAll = 31,
       DirtyRows = 32 };  /* core_wants': rows of the list alone */

/* what a key's or a button's action is given (config.h's keys[]) */
typedef union {
	int i;
	const void *v;
} Arg;

/* the actions users take (door.c runs them): what keys[] and buttons[]
 * (config.h) and the menu's entries name, each run by the dispatcher's table of
 * actions, but Zoom, KeysHelp, MenuKey and GotoPress, the window's own */
enum {
	NoCommand,
	ListMove, ListPage, ListEdge, ListPick, ListHistory, ListMark, ListCompare,
	TextScroll, TextPage, TextJump, TextFile, TextSide, TextLink,
	FilesMove, FilesPage, FilesJump, FilesNarrow, FilesAhead,
	BlameParent, BlameBack, BlameOption, TreeToggle, LinesChoose, LinesLog,
	OriginBlame, OriginLine,
	DiffContext, DiffPaths, DiffWords, DiffSpace, DiffMerge, DiffSide,
	FindAsk, FindNext, FindTouching, GotoFocus, RefsShow,
	CopyId, CopyRef, CopyPath, CopyLine, ExtDiff, FormatPatch, UserRun,
	Widen, FocusNext, Reload, Quit, ViewEdit, ViewPick,
	ListFold,
	Zoom, KeysHelp, MenuKey, GotoPress,  /* the window's */
	/* the pointer's (buttons[] from ListClick on): arg.v a Click, but
	 * the menu's (arg.i an entry, a step) */
	Act, MenuPick, MenuMove, MenuClose, MenuOpen, GotoRun, Press, Refit,
	BarDrag, LinesDrag, TextDrag, TextRelease,
	ListClick, TextClick, FilesClick, MenuAt, Wheel,
	CommandLast
};

typedef struct {
	char text[512];
	int err;
	int ofsel;              /* it is about the selection's patch or blame */
} StatusLine;

/* what fits of the panes, in rows and characters: set by the window,
 * which works out their pixels (panes.c) */
typedef struct {
	int listrows, textrows, filerows;  /* whole rows that fit: at least 1 */
	int textcols, halfcols;  /* characters across the commit pane, a half of it */
	int wrapcols;           /* a message row's: past a half column, left of the scroll bar */
	int shown;              /* the panes with room: bits 1 << PaneText, PaneFiles, PaneGoto */
} Layout;

/* the small git commands whose whole output is wanted: refs, goto, reload */
typedef struct Job {
	Proc p;
	void (*done)(struct Job *);  /* NULL: a free slot */
	char text[512];              /* what it was asked, for messages */
} Job;

void core_fit(const Layout *fit);
const Layout *core_layout(void);
int core_drawn(int rows[2]);  /* what is to be drawn (Dirty*), and no more */
int core_wants(void);         /* what is to be drawn: Dirty*, DirtyRows */
void core_dirty(int what);    /* Dirty*: what is to be drawn again */
void core_dirtyrow(int row);  /* one row of the list */
int core_focus(void);         /* the pane that has the keys */
void core_setfocus(int pane);
const StatusLine *core_status(void);
void core_setstatus(int err, const char *fmt, ...);  /* printf's format */
void core_setstatussel(void); /* the last message is the selection's */
void core_act(void);          /* before a key's or a button's action */
void core_start(void);        /* the clock starts, the list has the keys */
void core_turn(void);         /* the loop's turn begins: poll returned */
double core_ms(void);         /* ms since the start, for the trace */
double core_turnms(void);     /* ms since the loop's turn began */
void core_quit(void);         /* q, or the picker's end */
int core_running(void);       /* 0 once q or a signal ended it */
Job *job_start(const char *const argv[], void (*done)(Job *), const char *text);
void job_cancel(void (*done)(Job *));
const char *core_failure(Proc *p);  /* why p ended badly; NULL if it did not */
Job *core_job(int k);         /* the loop's: job slot k, NULL past the last */
void core_jobend(int k);      /* the loop's: slot k's command ended, reaped */
