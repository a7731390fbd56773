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
 * the file view's blame (blame.c), the file view and the tree
 * (fileview.c), where a line came from (origin.c), the references view
 * (refsview.c), your own commands and Y (usercmd.c), the menu of what
 * is at hand (menu.c). They stand on core.c's services (core.h) and
 * read the parts below them; what they ask of the others core.c
 * delivers through the table of parts the dispatcher gives it. The
 * dispatcher keeps the loop's core: the live git processes as one table
 * of sources that x.c's loop polls (gitview_fds, gitview_read), its
 * start and its end, the type-ahead.
 */
#include <sys/types.h>

#include <ctype.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "core.h"
#include "usercmd.h"
#include "gitview.h"
#include "part.h"
#include "load.h"
#include "live.h"
#include "list.h"
#include "cat.h"
#include "hunk.h"
#include "patch.h"
#include "pane.h"
#include "fileview.h"
#include "goto.h"
#include "ask.h"
#include "find.h"
#include "watch.h"
#include "win.h"

#define FAR (1 << 28)  /* rows: farther than any pane goes */
#define AHEADMS 1000   /* a pause this long ends a type-ahead */

/* the parts, bottom first: this order is the order of their layers,
 * each calling only those before it (tests/shape.sh checks it against
 * the Makefile's CORESRC); an event goes to them in this order, a
 * command the other way until one takes it */
static const Part *const parts[] = {
	&loadpart, &livepart, &foldpart, &catpart, &listpart, &textpart, &patchpart, &panepart,
	&blamepart, &fviewpart, &linepart, &originpart, &findpart, &refspart, &userpart, &menupart
};

/* a process the loop reads: its part's read(k, 0) when it printed,
 * read(k, 1) once it has ended and been reaped; a job has no part */
typedef struct {
	Proc *p;
	const Part *part;
	int k;
} Source;

static struct {
	Source sources[GITVIEW_FDS / 3];
	int nsources;
	int slot[GITVIEW_FDS];  /* what each of gitview_fds's slots is (SlotWatch...) */
	struct { char s[64]; int n; double at; } ahead;  /* type-ahead's prefix */
} gv = { .ahead = { .at = -AHEADMS } };

/* the status line's left part when there is no message: what is
 * listed, counted as the position on the right counts list_rows (commits,
 * and the local changes rows beside them), and what find says */
size_t
gitview_statusinfo(char *out, size_t cap)
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

void gitview_quit(const Arg *arg) { (void)arg; core_quit(); }

/* the status line as the window draws it: a value asked, or the find
 * or filter prompt, while one is open; else the message or what is loaded on the left,
 * the patch's mode and the selected row on the right */
void
gitview_status(StatusView *v)
{
	const Prompt *p = find_prompt();
	const Edit *ed = ask_on() ? ask_edit() : &p->ed;
	size_t n;

	if (ask_on())
		snprintf(v->label, sizeof(v->label), "%s", ask_label());
	else
		v->label[0] = p->kind, v->label[1] = '\0';
	v->edit = ed->buf, v->len = ed->len, v->cur = ed->cur;
	v->err = core_status()->err;
	if (v->label[0])
		return;
	if (core_status()->text[0])
		snprintf(v->left, sizeof(v->left), "%s", core_status()->text);
	else
		gitview_statusinfo(v->left, sizeof(v->left));
	n = patch_info(v->right, sizeof(v->right) - 24);
	if (list_selrow() >= 0)
		snprintf(v->right + n, sizeof(v->right) - n, "%s%d/%d", n ? "  " : "",
		         list_selrow() + 1, list_rows());
}

void
gitview_focusnext(const Arg *arg)
{
	int p = (core_focus() + arg->i + PaneAny) % PaneAny;

	core_setfocus(core_layout()->shown & 1 << PaneText ? p : PaneList);
}

/* keys for the part that has the pane (the file view or the tree on
 * top, the commit or files pane below): the first from the top takes them */
void
gitview_widen(const Arg *arg)
{
	(void)arg;
	core_command(&(Command){ .kind = CmdEscape });
}

void
gitview_tscroll(const Arg *arg)
{
	core_command(&(Command){ .kind = CmdScroll, .arg.lines = arg->i });
}

void
gitview_tpage(const Arg *arg)
{
	core_command(&(Command){ .kind = CmdPage, .arg.pages = arg->i });
}

void
gitview_golink(const Arg *arg)
{
	(void)arg;
	core_command(&(Command){ .kind = CmdLink });
}

void
gitview_fmove(const Arg *arg)
{
	core_command(&(Command){ .kind = CmdFileMove, .arg.files = arg->i });
}

void
gitview_fnarrow(const Arg *arg)
{
	(void)arg;
	core_command(&(Command){ .kind = CmdFilePick });
}

/* the first or the last: as far as the part clamps to */
void
gitview_tjump(const Arg *arg)
{
	core_command(&(Command){ .kind = CmdScroll, .arg.lines = arg->i ? FAR : -FAR });
}

void
gitview_fjump(const Arg *arg)
{
	core_command(&(Command){ .kind = CmdFileMove, .arg.files = arg->i ? FAR : -FAR });
}

void
gitview_fpage(const Arg *arg)
{
	int n = arg->i * MAX(1, core_layout()->filerows - 1);

	core_command(&(Command){ .kind = CmdFileMove, .arg.files = n });
}

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

int gitview_typeahead_on(void) { return core_ms() - gv.ahead.at < AHEADMS; }

static const char aheadsaid[] = "type-ahead: ";

/* the prefix ends: what the status line says of it goes with it */
static void
aheadend(void)
{
	gv.ahead.at = -AHEADMS;
	if (!strncmp(core_status()->text, aheadsaid, sizeof(aheadsaid) - 1))
		core_setstatus(0, "");
}

/* the pause that ends a prefix */
int
gitview_aheadtimeout(double now)
{
	double left = gv.ahead.at + AHEADMS - core_ms();

	(void)now;
	if (gv.ahead.at < 0)
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
gitview_typeahead(int c)
{
	int i, j, n, cur;
	size_t len;
	const char *s;

	if (c < 0) {  /* another key: the prefix ends */
		aheadend();
		return;
	}
	if (!gitview_typeahead_on() || !c)
		gv.ahead.n = 0;
	gv.ahead.at = core_ms();
	if (c && gv.ahead.n < (int)sizeof(gv.ahead.s) - 1)
		gv.ahead.s[gv.ahead.n++] = c;
	gv.ahead.s[gv.ahead.n] = '\0';
	n = fview_tree()->on ? fview_tree()->nvis : patch_files()->n;
	cur = fview_tree()->on ? fview_tree()->cur : pane_curfile();
	for (i = 0; i < n && gv.ahead.n; i++) {
		s = aheadname(i, &len);
		for (j = 0; j < gv.ahead.n && (size_t)j < len &&
		     tolower((unsigned char)s[j]) == tolower((unsigned char)gv.ahead.s[j]); j++)
			;
		if (j == gv.ahead.n)
			break;
	}
	if (gv.ahead.n && i < n && i != cur)
		core_command(&(Command){ .kind = CmdFileMove, .arg.files = i - cur });
	core_setstatus(gv.ahead.n && i >= n, "%s%s%s", aheadsaid, gv.ahead.s,
	          gv.ahead.n && i >= n ? " (no such name)" : "");
	core_dirty(DirtyAll);
}
void gitview_ahead(const Arg *arg) { (void)arg; gitview_typeahead(0); }

/* the event loop's part of the core: the live sources, a table. Has s
 * ended, its pipes closed, and not been reaped yet? */
static int ending(const Source *s) { return s->p->pid && s->p->out < 0 && s->p->err < 0; }

/* whether the source is live: a job only while it has a done() */
static int live(const Source *s) { return s->part || core_job(s->k)->done; }

/* before each repaint: the sources that ended since are reaped and
 * read, so that what an end sets dirty is drawn in the same pass, and
 * the text of the rows the list shows is asked for (drawing asks none) */
void
gitview_update(void)
{
	Source *s;

	for (s = gv.sources; s < gv.sources + gv.nsources; s++) {
		if (!live(s) || !ending(s) || !pipe_reap(s->p, 0))
			continue;
		if (s->part)
			s->part->read(s->k, 1);
		else
			core_jobend(s->k);
	}
	list_want();
}

/* the core's timeouts, for the event loop's table: each runs what is
 * due at now and says in how many ms it wants to run again (-1: not).
 * A source whose pipes closed is reaped by core_update: look in 5 ms */
int
gitview_reaptimeout(double now)
{
	int i;

	(void)now;
	for (i = 0; i < gv.nsources; i++)
		if (live(&gv.sources[i]) && ending(&gv.sources[i]))
			return 5;
	return -1;
}

/* the killed children not reaped yet: 10 ms */
int gitview_sweeptimeout(double now) { (void)now; return pipe_sweep() ? 10 : -1; }

/* the pipes to wait on, only those open: poll refuses more slots than
 * the fd limit (ulimit -n) even when their fds are -1, and most sources
 * sit idle. A slot says what it is in gv.slot: 3 * source + which of
 * out, err, in; SlotWatch and SlotExits past the sources. */
enum { SlotWatch = 3 * (GITVIEW_FDS / 3), SlotExits };

static int
addfd(struct pollfd *pfd, int n, int max, int fd, short events, int slot)
{
	if (fd < 0 || n >= max)
		return n;
	pfd[n] = (struct pollfd){ .fd = fd, .events = events };
	gv.slot[n] = slot;
	return n + 1;
}

int
gitview_fds(struct pollfd *pfd, int max)
{
	int i, n = 0;
	const Proc *p;

	for (i = 0; i < gv.nsources; i++) {
		p = gv.sources[i].p;
		if (live(&gv.sources[i])) {
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
gitview_read(const struct pollfd *pfd, int n)
{
	Source *s;
	int i, k;

	core_turn();
	for (i = 0; i < n; i++) {
		if (!pfd[i].revents)
			continue;
		if (gv.slot[i] == SlotWatch)
			live_read();
		else if (gv.slot[i] == SlotExits)
			pipe_exitdrain();  /* core_update reaps it next */
		if (gv.slot[i] >= SlotWatch)
			continue;
		s = &gv.sources[gv.slot[i] / 3];
		k = gv.slot[i] % 3;
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
	if (gv.nsources < (int)LEN(gv.sources))
		gv.sources[gv.nsources++] = (Source){ p, part, k };
	pipe_init(p);
}

void
gitview_start(int argc, char *argv[])
{
	unsigned int i;
	int k, picker = argc > 1 && !strcmp(argv[1], "-p");
	Proc *p;

	core_start();
	core_setparts(parts, LEN(parts));
	if (picker) {  /* the picker: exit 1 unless picked */
		argv[1] = argv[0];
		argc--, argv++;
	}
	for (i = 0; i < LEN(parts); i++)
		for (k = 0; parts[i]->proc && (p = parts[i]->proc(k)); k++)
			addsource(p, parts[i], k);
	for (k = 0; core_job(k); k++)
		addsource(&core_job(k)->p, NULL, k);
	signal(SIGPIPE, SIG_IGN);
	pipe_harden();
	load_start(argc, argv);
	live_start();
	cat_start();  /* its start waits for no turn of the loop */
	list_start(picker);
}

void
gitview_free(void)
{
	unsigned int i;

	for (i = 0; i < (unsigned int)gv.nsources; i++)
		pipe_kill(gv.sources[i].p);
	for (i = LEN(parts); i-- > 0; )
		if (parts[i]->free)
			parts[i]->free();
	pipe_killall();  /* whatever else still runs */
	str_keepfree();
}
