/* See LICENSE file for copyright and license details.
 *
 * gitview.c: the dispatcher, on top of the core; no X here (x.c and
 * panes.c show it, through win.h and the parts' headers).
 *
 * The core is parts, one a subject (part.h): the load and the refs
 * (load.c), the rows' text from cat-file (cat.c), the list and its
 * selection (list.c), the commit's headers and message (text.c), the
 * patch and the files pane (patch.c), the commit pane's rows and text
 * selection (pane.c), the goto field (goto.c), find and filter (find.c),
 * the file view's fview_blame (blame.c), the file view and the tree
 * (fileview.c), where a line came from
 * (origin.c), the references view (refsview.c), your own
 * commands and Y (usercmd.c), the menu of what is at hand (menu.c). A part
 * reads the parts below
 * it and asks the dispatcher for the rest, which passes the request on
 * to every part's table (a reset, a new selection, text came, Escape).
 * The dispatcher keeps what is no subject's: the live git processes as
 * one table of sources that x.c's loop polls (core_fds, core_read), the
 * small commands whose whole output is wanted (jobs), the status line,
 * the title, what is to be drawn again, the focus.
 */
#include <sys/types.h>
#include <sys/wait.h>

#include <ctype.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "gitview.h"
#include "part.h"
#include "load.h"
#include "list.h"
#include "cat.h"
#include "hunk.h"
#include "patch.h"
#include "pane.h"
#include "fileview.h"
#include "goto.h"
#include "find.h"
#include "watch.h"
#include "win.h"

#define FAR (1 << 28)  /* rows: farther than any pane goes */
#define AHEADMS 1000   /* a pause this long ends a type-ahead */

static const char aheadhint[] = "files: / and a name go to that file";

/* the parts, bottom first; a request one part takes goes top first */
static const Part *const parts[] = {
	&loadpart, &catpart, &listpart, &textpart, &patchpart, &panepart,
	&blamepart, &fviewpart, &linepart, &originpart, &findpart, &refspart, &userpart, &menupart
};

/* a process the loop reads: its part's read(k, 0) when it printed,
 * read(k, 1) once it has ended and been reaped; a job has no part */
typedef struct {
	Proc *p;
	const Part *part;
	int k;
} Source;

static Job jobs[8];

static struct {
	StatusLine status;
	int dirty, rows[2];     /* what is to be drawn; the list's rows alone */
	Layout fit;             /* what fits of the panes, as the window says */
	int focus;
	int running;
	double start;
	double turn;            /* when the loop's turn began: poll returned */
	Source sources[CORE_FDS / 3];
	int nsources;
	int slot[CORE_FDS];     /* what each of core_fds's slots is (SlotWatch...) */
	struct { char s[64]; int n; double at; } ahead;  /* type-ahead's prefix */
} core = { .rows = { -1, -1 }, .running = 1, .ahead = { .at = -AHEADMS } };

int
core_request(int req, int arg)
{
	int i, n = LEN(parts);

	if (req == ReqSelect && core.status.ofsel)  /* the old one's failure is not this one's */
		core_setstatus(0, "");
	if (req == ReqShow)
		win_show();
	for (i = 0; i < n; i++) {
		if (req == ReqReset && parts[i]->reset)
			parts[i]->reset();
		else if (req == ReqSelect && parts[i]->select)
			parts[i]->select();
		else if (req >= ReqEscape && parts[n - 1 - i]->request &&
		         parts[n - 1 - i]->request(req, arg))
			return 1;
		else if (req > ReqSelect && req < ReqEscape && parts[i]->request)
			parts[i]->request(req, arg);
	}
	if (req == ReqReset)
		core.dirty |= DirtyAll;
	return 0;
}

void core_dirty(int what) { core.dirty |= what; }

void
core_dirtyrow(int row)
{
	if (row < 0)
		return;
	if (core.rows[0] < 0)
		core.rows[0] = row;
	else if (core.rows[1] < 0 && core.rows[0] != row)
		core.rows[1] = row;
	else if (core.rows[0] != row && core.rows[1] != row)
		core.dirty |= DirtyList;
}

int
core_drawn(int rows[2])
{
	int d = core.dirty;

	rows[0] = core.rows[0], rows[1] = core.rows[1];
	core.dirty = 0;
	core.rows[0] = core.rows[1] = -1;
	return d;
}

int core_wants(void) { return core.dirty | (core.rows[0] >= 0 ? DirtyRows : 0); }

void
core_fit(const Layout *fit)
{
	core.fit = *fit;
	core.dirty |= DirtyAll;
}

const Layout *core_layout(void) { return &core.fit; }

int core_focus(void) { return core.focus; }

void
core_setfocus(int pane)
{
	/* the files pane's letters are bound (b, s, t...): how to type a name */
	if (pane == PaneFiles && core.focus != PaneFiles && !core.status.err)
		core_setstatus(0, "%s", aheadhint);
	else if (pane != PaneFiles && !strcmp(core.status.text, aheadhint))
		core_setstatus(0, "");
	core.focus = pane;
	core.dirty |= DirtyList | DirtyText | DirtyFiles | DirtyGoto;
}

double core_ms(void) { return util_nowms() - core.start; }

/* ms the loop's turn has taken so far, its reads included */
double core_turnms(void) { return util_nowms() - core.turn; }

const StatusLine *core_status(void) { return &core.status; }

void
settitle(void)
{
	char title[1024];

	list_title(title, sizeof(title));
	win_title(title);
}

void
core_setstatus(int err, const char *fmt, ...)
{
	va_list ap;
	int was = core.status.err;

	va_start(ap, fmt);
	vsnprintf(core.status.text, sizeof(core.status.text), fmt, ap);
	va_end(ap);
	core.status.ofsel = 0;
	core.status.err = err;
	core.dirty |= DirtyStatus;
	if (core.status.text[0])
		pipe_trace("status: %s", core.status.text);
	/* the colour too, which a test cannot read as text (the monkey's) */
	if (err || was)
		pipe_trace("status %s", err ? "red" : "not red");
}

void core_setstatussel(void) { core.status.ofsel = 1; }

/* the user acts (a key, a click, a field's key): a red message of what
 * went before goes, so the line is red only while the last thing done
 * has failed; what the action, or a git it starts, says is shown anew */
void
core_act(void)
{
	if (core.status.err)
		core_setstatus(0, "");
}

/* the status line's left part when there is no message: what is
 * listed, counted as the position on the right counts list_rows (commits,
 * and the local changes rows beside them), and what find says */
size_t
statusinfo(char *out, size_t cap)
{
	char info[700], locals[64] = "";
	int n = list_commits(), nl = list_locals(), r;

	find_info(info, sizeof(info));
	if (nl)
		snprintf(locals, sizeof(locals), " and %d %s of local changes", nl,
		         PLURAL(nl, "row", "rows"));
	if (load_state() == LoadEmpty)
		r = snprintf(out, cap, "No commits: the repository is empty");
	else if (load_state() != LoadRunning && n == 0)
		r = snprintf(out, cap, "No commits match");
	else
		r = snprintf(out, cap, "%s%d %s%s%s", load_state() == LoadRunning ?
		             "Loading\xE2\x80\xA6 " : "", n, PLURAL(n, "commit", "commits"),
		             locals, info);
	return r < 0 ? 0 : MIN((size_t)r, cap - 1);
}

/* the status line as the window draws it: the find or filter prompt
 * while it is open; else the message or what is loaded on the left,
 * the patch's mode and the selected row on the right */
void
gitview_status(StatusView *v)
{
	const Prompt *p = find_prompt();
	size_t n;

	v->prompt = p->kind, v->edit = p->ed.buf, v->len = p->ed.len, v->cur = p->ed.cur;
	v->err = core_status()->err;
	if (v->prompt)
		return;
	if (core_status()->text[0])
		snprintf(v->left, sizeof(v->left), "%s", core_status()->text);
	else
		statusinfo(v->left, sizeof(v->left));
	n = patch_info(v->right, sizeof(v->right) - 24);
	if (list_selrow() >= 0)
		snprintf(v->right + n, sizeof(v->right) - n, "%s%d/%d", n ? "  " : "",
		         list_selrow() + 1, list_rows());
}

const char *
core_failure(Proc *p)
{
	if (WIFEXITED(p->status) && WEXITSTATUS(p->status) == 0)
		return NULL;
	if (*pipe_errline(p))
		return pipe_errline(p);
	return WIFSIGNALED(p->status) ? strsignal(WTERMSIG(p->status)) : "failed";
}

/* small git commands whose whole output is wanted: refs, goto, reload */
Job *
job_start(const char *const argv[], void (*done)(Job *), const char *text)
{
	unsigned int i;

	for (i = 0; i < LEN(jobs) && jobs[i].done; i++)
		;
	if (i == LEN(jobs) || pipe_spawn(&jobs[i].p, argv, 0) < 0) {
		/* out of fds (ulimit -n): said, and the window goes on */
		core_setstatus(1, "cannot run git%s%s", i < LEN(jobs) ? ": " : "",
		          i < LEN(jobs) ? strerror(errno) : "");
		return NULL;
	}
	jobs[i].done = done;
	snprintf(jobs[i].text, sizeof(jobs[i].text), "%s", text ? text : "");
	return &jobs[i];
}

void
job_cancel(void (*done)(Job *))
{
	unsigned int i;

	for (i = 0; i < LEN(jobs); i++)
		if (jobs[i].done == done) {
			pipe_kill(&jobs[i].p);
			jobs[i].done = NULL;
		}
}

static void
endjob(int k)
{
	Job j = jobs[k];

	jobs[k].done = NULL;  /* free before done() starts another */
	pipe_init(&jobs[k].p);
	j.done(&j);
	pipe_kill(&j.p);
}

void quit(const Arg *arg) { (void)arg; core.running = 0; }

int core_running(void) { return core.running && !pipe_stopsig(); }

void
focusnext(const Arg *arg)
{
	core_setfocus((core.focus + arg->i + PaneAny) % PaneAny);
	if (!(core_layout()->shown & 1 << PaneText))
		core.focus = PaneList;
}

/* keys for the part that has the pane (the file view or the tree on
 * top, the commit or files pane below): the first from the top takes them */
void widen(const Arg *arg) { (void)arg; core_request(ReqEscape, 0); }
void tscroll(const Arg *arg) { core_request(ReqScroll, arg->i); }
void tpage(const Arg *arg) { core_request(ReqPage, arg->i); }
void golink(const Arg *arg) { (void)arg; core_request(ReqLink, 0); }
void fmove(const Arg *arg) { core_request(ReqFileMove, arg->i); }
void fnarrow(const Arg *arg) { (void)arg; core_request(ReqFilePick, 0); }
/* the first or the last: as far as the part clamps to */
void tjump(const Arg *arg) { core_request(ReqScroll, arg->i ? FAR : -FAR); }
void fjump(const Arg *arg) { core_request(ReqFileMove, arg->i ? FAR : -FAR); }
void fpage(const Arg *arg) { core_request(ReqFileMove, arg->i * MAX(1, core.fit.filerows - 1)); }

/* type-ahead in the files pane or the tree: entry i's name, its last
 * path component (a rename's new one), as shown */
static const char *
aheadname(int i, size_t *n)
{
	const Tree *t = fview_tree();
	const struct Line *l;
	const char *s, *e, *p;

	if (t->on) {
		s = t->paths + t->ents[t->vis[i]].path;
		e = s + strlen(s);
	} else {
		l = &patch_files()->line[i];
		s = patch_files()->buf + l->off + MIN(2, l->len);
		e = patch_files()->buf + l->off + l->len;
	}
	for (p = s; p < e; p++)
		if (*p == '/' || (*p == ' ' && p + 1 < e && p[1] == '>'))
			s = p + 1 + (*p == ' ');  /* "old => new" */
	while (s < e && *s == ' ')
		s++;
	*n = e - s;
	return s;
}

int typeahead_on(void) { return core_ms() - core.ahead.at < AHEADMS; }

static const char aheadsaid[] = "type-ahead: ";

/* the prefix ends: what the status line says of it goes with it */
static void
aheadend(void)
{
	core.ahead.at = -AHEADMS;
	if (!strncmp(core.status.text, aheadsaid, sizeof(aheadsaid) - 1))
		core_setstatus(0, "");
}

/* the pause that ends a prefix */
int
core_aheadtimeout(double now)
{
	double left = core.ahead.at + AHEADMS - core_ms();

	(void)now;
	if (core.ahead.at < 0)
		return -1;
	if (left > 0)
		return (int)left + 1;
	aheadend();
	return -1;
}

/* c extends the prefix (a pause first: starts a new one; 0: an empty
 * one; -1 ends it); the first entry whose name starts with it, ignoring case, is
 * selected, as file managers do */
void
typeahead(int c)
{
	int i, j, n, cur;
	size_t len;
	const char *s;

	if (c < 0) {  /* another key: the prefix ends */
		aheadend();
		return;
	}
	if (!typeahead_on() || !c)
		core.ahead.n = 0;
	core.ahead.at = core_ms();
	if (c && core.ahead.n < (int)sizeof(core.ahead.s) - 1)
		core.ahead.s[core.ahead.n++] = c;
	core.ahead.s[core.ahead.n] = '\0';
	n = fview_tree()->on ? fview_tree()->nvis : patch_files()->n;
	cur = fview_tree()->on ? fview_tree()->cur : pane_curfile();
	for (i = 0; i < n && core.ahead.n; i++) {
		s = aheadname(i, &len);
		for (j = 0; j < core.ahead.n && (size_t)j < len &&
		     tolower((unsigned char)s[j]) == tolower((unsigned char)core.ahead.s[j]); j++)
			;
		if (j == core.ahead.n)
			break;
	}
	if (core.ahead.n && i < n && i != cur)
		core_request(ReqFileMove, i - cur);
	core_setstatus(core.ahead.n && i >= n, "%s%s%s", aheadsaid, core.ahead.s,
	          core.ahead.n && i >= n ? " (no such name)" : "");
	core_dirty(DirtyAll);
}
void ahead(const Arg *arg) { (void)arg; typeahead(0); }

/* the event loop's part of the core: the live sources, a table. Has s
 * ended, its pipes closed, and not been reaped yet? */
static int ending(const Source *s) { return s->p->pid && s->p->out < 0 && s->p->err < 0; }

/* whether the source is live: a job only while it has a done() */
static int live(const Source *s) { return s->part || jobs[s->k].done; }

/* before each repaint: the sources that ended since are reaped and
 * read, so that what an end sets dirty is drawn in the same pass, and
 * the text of the rows the list shows is asked for (drawing asks none) */
void
core_update(void)
{
	Source *s;

	for (s = core.sources; s < core.sources + core.nsources; s++) {
		if (!live(s) || !ending(s) || !pipe_reap(s->p, 0))
			continue;
		if (s->part)
			s->part->read(s->k, 1);
		else
			endjob(s->k);
	}
	list_want();
}

/* the core's timeouts, for the event loop's table: each runs what is
 * due at now and says in how many ms it wants to run again (-1: not).
 * A source whose pipes closed is reaped by core_update: look in 5 ms */
int
core_reaptimeout(double now)
{
	int i;

	(void)now;
	for (i = 0; i < core.nsources; i++)
		if (live(&core.sources[i]) && ending(&core.sources[i]))
			return 5;
	return -1;
}

/* the killed children not reaped yet: 10 ms */
int core_sweeptimeout(double now) { (void)now; return pipe_sweep() ? 10 : -1; }

/* the pipes to wait on, only those open: poll refuses more slots than
 * the fd limit (ulimit -n) even when their fds are -1, and most sources
 * sit idle. A slot says what it is in core.slot: 3 * source + which of
 * out, err, in; SlotWatch and SlotExits past the sources. */
enum { SlotWatch = 3 * (CORE_FDS / 3), SlotExits };

static int
addfd(struct pollfd *pfd, int n, int max, int fd, short events, int slot)
{
	if (fd < 0 || n >= max)
		return n;
	pfd[n] = (struct pollfd){ .fd = fd, .events = events };
	core.slot[n] = slot;
	return n + 1;
}

int
core_fds(struct pollfd *pfd, int max)
{
	int i, n = 0;
	const Proc *p;

	for (i = 0; i < core.nsources; i++) {
		p = core.sources[i].p;
		if (live(&core.sources[i])) {
			n = addfd(pfd, n, max, p->held ? -1 : p->out, POLLIN, 3 * i);
			n = addfd(pfd, n, max, p->err, POLLIN, 3 * i + 1);
		}
		n = addfd(pfd, n, max, p->ibuf.len ? p->in : -1, POLLOUT, 3 * i + 2);
	}
	n = addfd(pfd, n, max, watch_fd(), POLLIN, SlotWatch);
	return addfd(pfd, n, max, pipe_exitfd(), POLLIN, SlotExits);
}

/* a read may end or restart another source: a slot whose fd is no
 * longer its source's is left for the next turn */
void
core_read(const struct pollfd *pfd, int n)
{
	Source *s;
	int i, k;

	core.turn = util_nowms();  /* the turn begins: poll has returned */
	for (i = 0; i < n; i++) {
		if (!pfd[i].revents)
			continue;
		if (core.slot[i] == SlotWatch)
			load_watchread();
		else if (core.slot[i] == SlotExits)
			pipe_exitdrain();  /* core_update reaps it next */
		if (core.slot[i] >= SlotWatch)
			continue;
		s = &core.sources[core.slot[i] / 3];
		k = core.slot[i] % 3;
		if (k == 0 && live(s) && s->p->out == pfd[i].fd) {
			pipe_read(s->p);
			if (s->part)
				s->part->read(s->k, 0);
		} else if (k == 1 && live(s) && s->p->err == pfd[i].fd) {
			pipe_readerr(s->p);
		} else if (k == 2 && s->p->in == pfd[i].fd) {
			pipe_flush(s->p);
		}
	}
}

static void
addsource(Proc *p, const Part *part, int k)
{
	if (core.nsources < (int)LEN(core.sources))
		core.sources[core.nsources++] = (Source){ p, part, k };
	pipe_init(p);
}

void
core_start(int argc, char *argv[])
{
	unsigned int i;
	int k, picker = argc > 1 && !strcmp(argv[1], "-p");
	Proc *p;

	core.start = core.turn = util_nowms();
	core.focus = PaneList;
	if (picker) {  /* the picker: exit 1 unless picked */
		argv[1] = argv[0];
		argc--, argv++;
	}
	for (i = 0; i < LEN(parts); i++)
		for (k = 0; parts[i]->proc && (p = parts[i]->proc(k)); k++)
			addsource(p, parts[i], k);
	for (i = 0; i < LEN(jobs); i++)
		addsource(&jobs[i].p, NULL, i);
	signal(SIGPIPE, SIG_IGN);
	pipe_harden();
	load_start(argc, argv);
	cat_start();  /* its start waits for no turn of the loop */
	list_start(picker);
}

void
core_free(void)
{
	unsigned int i;

	for (i = 0; i < (unsigned int)core.nsources; i++)
		pipe_kill(core.sources[i].p);
	for (i = LEN(parts); i-- > 0; )
		if (parts[i]->free)
			parts[i]->free();
	pipe_killall();  /* whatever else still runs */
	str_keepfree();
}
