/* See LICENSE file for copyright and license details.
 *
 * part.h: a part of the core as the dispatcher (gitview.c) sees it, and
 * the dispatcher as a part sees it. Each subject of the core is a part:
 * its state static in its file, a table of operations (as tig's view_ops)
 * the dispatcher calls, and functions the parts above read its data by.
 * A part never calls one above it: what it needs of them it asks of the
 * dispatcher, which passes the request down the table. Needs pipe.h first.
 */
/* the requests: what a part asks of the dispatcher, which passes it on
 * to every part, bottom first, or (from ReqEscape on) top first until
 * one takes it */
enum {
	ReqReset,       /* the history was reset: a load, a reload, a filter */
	ReqSelect,      /* the selection changed */
	ReqRows,        /* rows were loaded; arg: the rows before */
	ReqLoaded,      /* rev-list ended; arg: the selection awaited was lost */
	ReqReload,      /* a reload begins (arg: live): note what is kept */
	ReqReloaded,    /* it began, all reset */
	ReqRefs,        /* the refs were read */
	ReqView,        /* what the commit pane shows changed: arg */
	ReqLocal,       /* HEAD became known (arg 1), unknown (0); a new view (2); the index changed (3) */
	ReqText,        /* cat-file gave commit arg's text (cat_body: its body) */
	ReqHeader,      /* the headers or the message grew by arg list_rows (text_moved) */
	ReqPatch,       /* patch lines came; arg 1: the last */
	ReqRerun,       /* the patch runs again: its place is to be kept */
	ReqLeave,       /* the selection leaves its commit: what back keeps is noted */
	ReqShow,        /* the window is to be mapped now */
	ReqEscape,      /* Escape: the first part with something to close */
	ReqScroll,      /* j, k in the commit pane: arg lines */
	ReqPage,        /* a page of the commit pane: arg pages */
	ReqLink,        /* Return in the commit pane */
	ReqFileMove,    /* j, k in the files pane: arg files */
	ReqFilePick,    /* Return in the files pane */
	ReqOption,      /* a key of an option: arg its letter ('w', 'M', 'C') */
	ReqLine         /* the goto field's number: line arg of what is shown */
};

typedef struct {
	void (*reset)(void);               /* ReqReset */
	void (*select)(void);              /* ReqSelect */
	int (*request)(int req, int arg);  /* the others: 1 when taken */
	Proc *(*proc)(int k);              /* its git, k from 0: NULL past the last */
	void (*read)(int k, int eof);      /* proc k printed, or ended (eof) */
	void (*free)(void);
} Part;

extern const Part loadpart, catpart, listpart, textpart, patchpart, panepart,
       findpart, blamepart, fviewpart, linepart, originpart,
       refspart, userpart, menupart;

/* the small git commands running */
typedef struct Job {
	Proc p;
	void (*done)(struct Job *);  /* NULL: a free slot */
	char text[512];              /* what it was asked, for messages */
} Job;

/* the dispatcher's services */
int core_request(int req, int arg);  /* 1: a top-first request was taken */
void core_dirtyrow(int row);        /* one row of the list */
const char *core_failure(Proc *p);       /* why p ended badly; NULL if it did not */
void job_cancel(void (*done)(Job *));
Job *job_start(const char *const argv[], void (*done)(Job *), const char *text);
void core_setstatus(int err, const char *fmt, ...);  /* printf's format */
void core_setstatussel(void);           /* the last message is the selection's */
