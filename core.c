/* See LICENSE file for copyright and license details.
 *
 * core.c: the services every part may use, which call no part (core.h):
 * the status line, what is to be drawn again, what fits of the panes as
 * the window reported it, the focus, the small git commands whose whole
 * output is wanted (jobs), the clock; and the delivery of the parts'
 * requests (part.h) through the table of parts the dispatcher gives it
 * (core_setparts), so that a part reaches those above it only through
 * their tables. The window is reached only through win.h.
 */
#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "pipe.h"
#include "util.h"
#include "core.h"
#include "part.h"
#include "win.h"

static const char aheadhint[] = "files: / and a name go to that file";

static Job jobs[8];

static struct {
	StatusLine status;
	int dirty, rows[2];     /* what is to be drawn; the list's rows alone */
	Layout fit;             /* what fits of the panes, as the window says */
	int focus;
	int running;
	double start;
	double turn;            /* when the loop's turn began: poll returned */
	const Part *const *parts;  /* the dispatcher's, bottom first */
	int nparts;
} core = { .rows = { -1, -1 }, .running = 1 };

void
core_setparts(const Part *const *parts, int n)
{
	core.parts = parts;
	core.nparts = n;
}

void
core_event(const Event *e)
{
	int i;

	if (e->kind == EvSelect && core.status.ofsel)  /* the old one's failure is not this one's */
		core_setstatus(0, "");
	if (e->kind == EvShow)
		win_show();
	for (i = 0; i < core.nparts; i++)
		if (e->kind == EvReset && core.parts[i]->reset)
			core.parts[i]->reset();
		else if (e->kind == EvSelect && core.parts[i]->select)
			core.parts[i]->select();
		else if (e->kind != EvReset && e->kind != EvSelect && core.parts[i]->event)
			core.parts[i]->event(e);
	if (e->kind == EvReset)
		core.dirty |= DirtyAll;
}

int
core_command(const Command *c)
{
	int i;

	for (i = core.nparts; i-- > 0; )
		if (core.parts[i]->command && core.parts[i]->command(c))
			return 1;
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

void
core_start(void)
{
	core.start = core.turn = util_nowms();
	core.focus = PaneList;
}

void core_turn(void) { core.turn = util_nowms(); }

double core_ms(void) { return util_nowms() - core.start; }

/* ms the loop's turn has taken so far, its reads included */
double core_turnms(void) { return util_nowms() - core.turn; }

void core_quit(void) { core.running = 0; }

int core_running(void) { return core.running && !pipe_stopsig(); }

const StatusLine *core_status(void) { return &core.status; }

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

const char *
core_failure(Proc *p)
{
	if (WIFEXITED(p->status) && WEXITSTATUS(p->status) == 0)
		return NULL;
	if (*pipe_errline(p))
		return pipe_errline(p);
	return WIFSIGNALED(p->status) ? strsignal(WTERMSIG(p->status)) : "failed";
}

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

Job *core_job(int k) { return k >= 0 && k < (int)LEN(jobs) ? &jobs[k] : NULL; }

void
core_jobend(int k)
{
	Job j = jobs[k];

	jobs[k].done = NULL;  /* free before done() starts another */
	pipe_init(&jobs[k].p);
	j.done(&j);
	pipe_kill(&j.p);
}
