/* See LICENSE file for copyright and license details.
 *
 * refsview.c: the references view (gitk's F2, tig's refs view), over the
 * list: git for-each-ref's branches, remote branches, tags, the stash
 * and bisect's marks, in git's version order of their names, then the
 * stash's older entries and the linked worktrees (labels.c's), each with
 * its commit's subject and date; typing filters them by a part of their name, Return
 * selects the commit. The for-each-ref runs as a job: the view opens at
 * once and fills when git has answered. Start reading refsview_show().
 */
#include <sys/types.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "core.h"
#include "part.h"
#include "load.h"
#include "repo.h"
#include "list.h"
#include "goto.h"
#include "find.h"
#include "labels.h"
#include "refsview.h"

#define TRACEREFS 4000  /* bytes of the names the trace lists */

static const char *const peelargv[] = {
	"git", "rev-parse", "--verify", "--quiet", "--end-of-options", NULL
};

static struct {
	int open;
	char *buf;           /* for-each-ref's output; the entries point in it */
	RefEntry *ent;
	int nent, cap;       /* nent -1 while git runs */
	int *shown, nshown;  /* the entries the filter keeps */
	int cur, top;
	Edit filter;
} rv = { .nent = -1 };

int refsview_open(void) { return rv.open; }
int refsview_shown(void) { return rv.nshown; }
const RefEntry *refsview_entry(int i) { return &rv.ent[rv.shown[i]]; }
int refsview_cursor(void) { return rv.cur; }
int refsview_top(void) { return rv.top; }
int refsview_total(void) { return rv.nent; }
const Edit *refsview_filter(void) { return &rv.filter; }

/* what is shown, for the tests: the count and the names, in order */
static void
trace(void)
{
	char names[TRACEREFS];
	size_t k = 0;
	int i;
	const RefEntry *e;

	names[0] = '\0';
	for (i = 0; i < rv.nshown && k + 1 < sizeof(names); i++) {
		e = refsview_entry(i);
		k += snprintf(names + k, sizeof(names) - k, " %.*s", (int)e->ref.n, e->ref.s);
	}
	pipe_trace("+%.1fms refsview: %d of %d:%s", core_ms(), rv.nshown, rv.nent, names);
}

/* does the name hold what is typed? case-insensitive unless it has an
 * upper-case letter, as find's patterns */
static int
keeps(const RefEntry *e, const char *s, size_t n, int icase)
{
	size_t i, j;

	for (i = 0; i + n <= e->name.n; i++) {
		for (j = 0; j < n; j++)
			if (icase ? tolower((unsigned char)e->name.s[i + j]) !=
			    tolower((unsigned char)s[j]) : e->name.s[i + j] != s[j])
				break;
		if (j == n)
			return 1;
	}
	return 0;
}

static void
refilter(void)
{
	int i, icase = 1;
	size_t k;

	for (k = 0; k < rv.filter.len; k++)
		if (rv.filter.buf[k] >= 'A' && rv.filter.buf[k] <= 'Z')
			icase = 0;
	rv.nshown = 0;
	for (i = 0; i < rv.nent; i++)
		if (keeps(&rv.ent[i], rv.filter.buf, rv.filter.len, icase))
			rv.shown[rv.nshown++] = i;
	rv.cur = rv.top = 0;
	trace();
	core_dirty(DirtyList | DirtyStatus);
}

/* the labels no ref gives (the stash's older entries, the worktrees'),
 * their text copied after for-each-ref's: a reload may free theirs */
static size_t
labelsbytes(void)
{
	size_t n = 0;
	int i;
	RefEntry e;

	for (i = 0; i < labels_count(); i++) {
		labels_entry(i, &e);
		n += e.name.n + e.ref.n + e.hex.n + e.date.n + e.subject.n;
	}
	return n;
}

static Span
copy(char **to, Span s)
{
	memcpy(*to, s.s, s.n);
	*to += s.n;
	return (Span){ *to - s.n, s.n };
}

static void
addlabels(char *to)
{
	RefEntry *e;
	int i;

	for (i = 0; i < labels_count(); i++) {
		rv.ent = egrow(rv.ent, &rv.cap, rv.nent + 1, sizeof(*rv.ent), 64);
		labels_entry(i, e = &rv.ent[rv.nent++]);
		e->name = copy(&to, e->name), e->ref = copy(&to, e->ref);
		e->hex = copy(&to, e->hex), e->date = copy(&to, e->date);
		e->subject = copy(&to, e->subject);
	}
}

static void
gotrefs(Job *j)
{
	const char *line, *err = core_failure(&j->p);
	size_t n, len;

	if (!rv.open)
		return;
	if (err) {
		core_setstatus(1, "git for-each-ref: %s", err);
		rv.nent = 0;
		refilter();
		return;
	}
	len = j->p.obuf.len - j->p.obuf.off;
	rv.buf = ecalloc(len + 1 + labelsbytes(), 1);
	memcpy(rv.buf, j->p.obuf.buf + j->p.obuf.off, len);
	free(j->p.obuf.buf);
	j->p.obuf.buf = rv.buf, j->p.obuf.len = len, j->p.obuf.off = 0;  /* lines read in place */
	rv.nent = 0;
	while ((line = pipe_bufline(&j->p.obuf, &n))) {
		rv.ent = egrow(rv.ent, &rv.cap, rv.nent + 1, sizeof(*rv.ent), 64);
		if (parse_refentry(line, n, &rv.ent[rv.nent]) == 0)
			rv.nent++;
	}
	j->p.obuf.buf = NULL, j->p.obuf.len = j->p.obuf.cap = 0;  /* rv.buf is ours */
	addlabels(rv.buf + len + 1);
	rv.shown = ecalloc(MAX(1, rv.nent), sizeof(*rv.shown));
	refilter();
}

static void
forget(void)
{
	job_cancel(gotrefs);
	free(rv.buf), free(rv.ent), free(rv.shown);
	rv.buf = NULL, rv.ent = NULL, rv.shown = NULL;
	rv.nent = -1, rv.cap = rv.nshown = 0;
}

static void
close_(void)
{
	if (!rv.open)
		return;
	rv.open = 0;
	forget();
	pipe_trace("refsview: closed");
	core_dirty(DirtyAll);
}

void
refsview_get(RefsView *v)
{
	int i;

	v->open = rv.open;
	v->shown = rv.nshown, v->total = rv.nent;
	v->top = rv.top, v->cursor = rv.cur;
	v->filter = &rv.filter;
	v->n = MAX(0, MIN(MIN(rv.nshown - rv.top, core_layout()->listrows - 1), REFSROWS));
	for (i = 0; i < v->n; i++)
		v->row[i] = refsview_entry(rv.top + i);
}

/* F2: the view opens now and fills when for-each-ref has answered; the
 * refs are read anew each time, as they may have changed */
void
refsview_show(const Arg *arg)
{
	(void)arg;
	forget();
	rv.open = 1;
	rv.cur = rv.top = 0;
	rv.filter.all = rv.filter.len > 0;  /* the last filter, selected */
	rv.filter.cur = rv.filter.len;
	job_start(refsargv, gotrefs, "for-each-ref");
	core_dirty(DirtyAll);
}

/* the commit of id (hex[0..n)) in the view, or -1 */
static int
viewcommit(const char *hex, size_t n)
{
	unsigned char id[OIDMAX];
	int c;

	if (n != 2 * (size_t)repo_hashbytes() || hex_decode(hex, repo_hashbytes(), id) < 0 ||
	    !load_graph() || (c = graph_find(load_graph(), id)) < 0 ||
	    graph_row(load_graph(), c) < 0)
		return -1;
	return c;
}

/* c in the middle of the list when it is off screen, as goto does */
static void
selectmiddle(int c)
{
	core_setstatus(0, "");
	core_command(&(Command){ .kind = CmdSelectCommit, .arg.commit = c });
}

static void
gotpeel(Job *j)
{
	const char *line;
	size_t n;
	int c;

	if (!(line = pipe_bufline(&j->p.obuf, &n)) || n != 2 * (size_t)repo_hashbytes() ||
	    hex_run(line, n) != n)
		core_setstatus(1, "%s names no commit", j->text);
	else if ((c = viewcommit(line, n)) < 0)
		core_setstatus(1, "%s is commit %.10s, which is not in this view", j->text, line);
	else
		selectmiddle(c);
}

/* Return: the entry's commit, peeled by rev-parse (a tag of a tag, or
 * an id that is not in the view: what it is, said the goto's way) */
static void
pick_(void)
{
	const RefEntry *e;
	char ref[1024];
	const char *argv[ARGVMAX];
	Job *j;
	int c;

	if (rv.cur >= rv.nshown)
		return;
	e = refsview_entry(rv.cur);
	if ((c = viewcommit(e->hex.s, e->hex.n)) >= 0) {  /* no git to ask */
		close_();
		selectmiddle(c);
		return;
	}
	snprintf(ref, sizeof(ref), "%.*s^{commit}", (int)e->ref.n, e->ref.s);
	pipe_argv(argv, LEN(argv), peelargv, ref, (char *)NULL);
	job_cancel(gotpeel);
	if ((j = job_start(argv, gotpeel, "")))
		snprintf(j->text, sizeof(j->text), "%.*s", (int)e->name.n, e->name.s);
	close_();
}

static void
movecursor(int d)
{
	int n = MAX(1, core_layout()->listrows - 1);  /* a row for the filter */
	const RefEntry *e;

	rv.cur = MAX(0, MIN(rv.cur + d, rv.nshown - 1));
	rv.top = util_keepinview(rv.top, rv.cur, n);
	if (rv.cur < rv.nshown)
		e = refsview_entry(rv.cur), pipe_trace("refsview at %.*s: %.*s %.*s",
		                                       (int)e->ref.n, e->ref.s,
		                                       (int)e->date.n, e->date.s,
		                                       (int)e->subject.n, e->subject.s);
	core_dirty(DirtyList);
}

/* the keys while the view is open: the filter's editing, Up and Down */
void
refsview_key(int key, const char *text, int len)
{
	size_t was = rv.filter.len;
	char old[sizeof(rv.filter.buf)];

	memcpy(old, rv.filter.buf, was);
	switch (goto_editkey(&rv.filter, key, text, len)) {
	case EditEnter: pick_(); return;
	case EditCancel: close_(); return;
	case EditUp: movecursor(-1); return;
	case EditDown: movecursor(+1); return;
	case EditPageUp: movecursor(-MAX(1, core_layout()->listrows - 2)); return;
	case EditPageDown: movecursor(+MAX(1, core_layout()->listrows - 2)); return;
	}
	if (rv.nent >= 0 && (rv.filter.len != was || memcmp(old, rv.filter.buf, was)))
		refilter();
	core_dirty(DirtyList);
}

void
refsview_paste(const char *s, size_t n)
{
	if (!rv.open) {  /* the paste goes on to the goto field or the prompt */
		find_paste(s, n);
		return;
	}
	goto_editinsert(&rv.filter, s, n);
	if (rv.nent >= 0)
		refilter();
}

static int
command(const Command *c)
{
	if (c->kind != CmdEscape || !rv.open)
		return 0;
	close_();
	return 1;
}

static void
freeall(void)
{
	forget();
}

const Part refspart = { .command = command, .free = freeall };
