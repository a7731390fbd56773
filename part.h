/* See LICENSE file for copyright and license details.
 *
 * part.h: a part of the core as the dispatcher (gitview.c) sees it, and
 * the requests by which the parts reach each other. Each subject of the
 * core is a part: its state static in its file, a table of operations
 * (as tig's view_ops), and functions the parts above read its data by.
 * A part never calls one above it, nor acts on one below it by name:
 * it tells what happened (an event, which every part hears, bottom
 * first) or asks for something to be done (a command, which the first
 * part from the top that takes it does), and core.c delivers either
 * through the table of parts the dispatcher gave it. Needs pipe.h first.
 */
/* the events: what happened, which every part hears, bottom first */
enum {
	EvReset,        /* the history was reset: a load, a reload, a filter */
	EvSelect,       /* the selection changed */
	EvRows,         /* rows were loaded: .rows, the rows before */
	EvLoaded,       /* rev-list ended: .lost, the selection awaited was lost */
	EvReload,       /* a reload begins (.live): note what is kept */
	EvReloaded,     /* it began, all reset (.live) */
	EvRefs,         /* the refs were read */
	EvView,         /* what the commit pane shows changed: .view (View..., list.h) */
	EvLocal,        /* .local: HEAD known or not, a new view, the index changed */
	EvText,         /* cat-file gave .text.commit's text (.text.whole: cat_body) */
	EvHeader,       /* the headers or the message grew by .moved rows (text_moved) */
	EvPatch,        /* patch lines came; .last: the last */
	EvRerun,        /* the patch runs again: its place is to be kept */
	EvLeave,        /* the selection leaves its commit: what back keeps is noted */
	EvShow,         /* the window is to be mapped now */
	EvLast
};
enum { LocalHeadUnknown, LocalHeadKnown, LocalNewView, LocalIndex };  /* EvLocal's */

typedef struct {
	int kind;               /* Ev... */
	union {
		int rows, lost, live, view, local, moved, last;
		struct { int commit, whole; } text;
	} arg;
} Event;

/* the commands: what is to be done, which the first part that takes
 * it does, top first */
enum {
	CmdEscape,      /* Escape: the first part with something to close */
	CmdScroll,      /* j, k in the commit pane: .lines */
	CmdPage,        /* a page of the commit pane: .pages */
	CmdLink,        /* Return in the commit pane */
	CmdFileMove,    /* j, k in the files pane: .files */
	CmdFilePick,    /* Return in the files pane */
	CmdOption,      /* a key of an option: .letter ('w', 'M', 'C') */
	CmdLine,        /* the goto field's number: .line (1 the first) of what is shown */
	CmdSelectCommit,  /* jump to .commit: in the middle of the list when off screen */
	CmdSelectRow,   /* select .row of the list (list.c) */
	CmdFileOpen,    /* show .file.at in the file view, stacking the one shown when .push */
	CmdFileShow,    /* the file view's cursor to .line (0 the first) */
	CmdLast
};

struct FileAt;
typedef struct {
	int kind;               /* Cmd... */
	union {
		int lines, pages, files, letter, line, commit, row;
		struct { const struct FileAt *at; int push; } file;
	} arg;
} Command;

typedef struct Part {
	void (*reset)(void);               /* EvReset */
	void (*select)(void);              /* EvSelect */
	void (*event)(const Event *e);     /* the other events */
	int (*command)(const Command *c);  /* 1: taken, no part below it is asked */
	Proc *(*proc)(int k);              /* its git, k from 0: NULL past the last */
	void (*read)(int k, int eof);      /* proc k printed, or ended (eof) */
	void (*free)(void);
} Part;

extern const Part loadpart, livepart, foldpart, catpart, listpart, textpart, patchpart,
       panepart,
       findpart, blamepart, fviewpart, linepart, originpart,
       refspart, userpart, menupart;

/* the delivery of requests (core.c), through the dispatcher's table */
void core_setparts(const Part *const *parts, int n);  /* bottom first */
void core_event(const Event *e);       /* to every part, bottom first */
int core_command(const Command *c);    /* top first: 1 once a part took it */
