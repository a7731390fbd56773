/* See LICENSE file for copyright and license details.
 *
 * goto.c: the goto bar's field, above the list, and the editing of a
 * line that it shares with the find prompt: what is typed is resolved
 * by git rev-parse, as typed, peeled to a commit, and selected in the
 * middle of the list.
 */
#include <sys/types.h>

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
#include "fold.h"
#include "goto.h"
#include "win.h"

/* the goto's steps: what the field names (rev-parse EXPR, as typed: a
 * ^{commit} appended would be part of :/message's regex), the commit it
 * peels to (ID^{commit}), or else the kind of object it is */
static const char *const gotoargv[] = {
	"git", "rev-parse", "--verify", "--end-of-options", NULL
};
static const char *const peelargv[] = {
	"git", "rev-parse", "--verify", "--quiet", NULL
};
static const char *const typeargv[] = { "git", "cat-file", "-t", NULL };

static Edit gotoed;          /* the goto field */
static char gotohex[HEXMAX + 1];  /* what it resolved to, peeled next */

const Edit *goto_edit(void) { return &gotoed; }

void
goto_get(GotoView *v)
{
	v->ed = &gotoed;
	v->focus = core_focus() == PaneGoto;
	v->back = list_back(), v->forward = list_forward();
}

void
goto_focus(const Arg *arg)
{
	(void)arg;
	if (!(core_layout()->shown & 1 << PaneGoto))
		return;
	core_setfocus(PaneGoto);
	gotoed.cur = gotoed.len;
	gotoed.all = gotoed.len > 0;  /* as in an address bar */
	core_dirty(DirtyAll);
}

/* a goto's target in the middle of the list when it is off screen, as
 * gitk does, rather than on the edge that keeping it in view would give */
static void
gotocommit(int c)
{
	core_setstatus(0, "");
	core_command(&(Command){ .kind = CmdSelectCommit, .arg.commit = c });
}

static void
gotostep(const char *const *base, const char *arg, void (*done)(Job *), const char *text)
{
	const char *argv[ARGVMAX];

	pipe_argv(argv, LEN(argv), base, arg, (char *)NULL);
	job_start(argv, done, text);
}

/* the first line of j's output, if it is a full id: into id */
static const char *
gotid(Job *j, unsigned char *id)
{
	size_t n;
	const char *line = pipe_bufline(&j->p.obuf, &n);

	if (!line || n != 2 * (size_t)repo_hashbytes() ||
	    hex_decode(line, repo_hashbytes(), id) < 0)
		return NULL;
	return line;
}

static void
gottype(Job *j)
{
	const char *line;
	size_t n;

	if ((line = pipe_bufline(&j->p.obuf, &n)) && n > 0 && n < 16)
		core_setstatus(1, "%s is %s %.*s, not a commit", j->text,
		          strchr("aeiou", line[0]) ? "an" : "a", (int)n, line);
	else
		core_setstatus(1, "%s is not a commit", j->text);
}

static void
gotpeel(Job *j)
{
	const char *line;
	unsigned char id[OIDMAX];
	int c;

	if (!(line = gotid(j, id))) {
		gotostep(typeargv, gotohex, gottype, j->text);
		return;
	}
	if ((!load_graph() || (c = graph_find(load_graph(), id)) < 0 ||
	    graph_row(load_graph(), c) < 0) && fold_reveal(id)) {
		core_setstatus(0, "%s is commit %.10s, in a merge's fold: it opens", j->text, line);
		return;
	}
	if (!load_graph() || (c = graph_find(load_graph(), id)) < 0 ||
	    graph_row(load_graph(), c) < 0) {
		core_setstatus(1, "%s is commit %.10s, which is not in this view", j->text, line);
		return;
	}
	gotocommit(c);
}

static void
gotresolve(Job *j)
{
	const char *line, *err;
	unsigned char id[OIDMAX];
	char peel[HEXMAX + sizeof("^{commit}")];
	int c;

	if (!(line = gotid(j, id))) {
		err = pipe_errline(&j->p);
		if (strstr(j->p.ebuf.buf ? j->p.ebuf.buf : "", "ambiguous"))
			core_setstatus(1, "%s is ambiguous: give more of it", j->text);
		else if (*err && strncmp(err, "fatal: Needed a single revision", 31))
			core_setstatus(1, "%s: %s", j->text, err);
		else
			core_setstatus(1, "%s: no such commit, tag or branch", j->text);
		return;
	}
	if (load_graph() && (c = graph_find(load_graph(), id)) >= 0 &&
	    graph_row(load_graph(), c) >= 0) {
		gotocommit(c);
		return;
	}
	/* a tag, a tree, a blob, or a commit outside the view */
	hex_encode(id, repo_hashbytes(), gotohex);
	snprintf(peel, sizeof(peel), "%s^{commit}", gotohex);
	gotostep(peelargv, peel, gotpeel, j->text);
}

/* resolve what the field says with rev-parse, never as an option */
void
goto_run(void)
{
	char expr[sizeof(gotoed.buf)];
	size_t s = strspn(gotoed.buf, " \t"), e = gotoed.len;

	while (e > s && (gotoed.buf[e - 1] == ' ' || gotoed.buf[e - 1] == '\t'))
		e--;
	if (s == e)
		return;
	snprintf(expr, sizeof(expr), "%.*s", (int)(e - s), gotoed.buf + s);
	/* a plain number is a line of the file view, when it is shown */
	if (strspn(expr, "0123456789") == e - s && e - s < 10 &&
	    core_command(&(Command){ .kind = CmdLine, .arg.line = atoi(expr) })) {
		core_setfocus(PaneText);
		return;
	}
	job_cancel(gotresolve), job_cancel(gotpeel), job_cancel(gottype);
	gotostep(gotoargv, expr, gotresolve, expr);
	core_setfocus(PaneList);
	core_dirty(DirtyAll);
}

static void
edit_delete(Edit *ed, size_t from, size_t to)
{
	memmove(ed->buf + from, ed->buf + to, ed->len - to);
	ed->len -= to - from;
	ed->cur = from;
	ed->buf[ed->len] = '\0';
}

void
goto_editinsert(Edit *ed, const char *s, size_t n)
{
	size_t i, k = 0;
	char clean[sizeof(ed->buf)];

	if (ed->all)
		ed->len = ed->cur = 0;
	ed->all = 0;
	for (i = 0; i < n && k < sizeof(clean); i++)  /* one line, no controls */
		if ((unsigned char)s[i] >= 0x20 && s[i] != 0x7F)
			clean[k++] = s[i];
	k = MIN(k, sizeof(ed->buf) - 1 - ed->len);
	memmove(ed->buf + ed->cur + k, ed->buf + ed->cur, ed->len - ed->cur);
	memcpy(ed->buf + ed->cur, clean, k);
	ed->len += k, ed->cur += k;
	ed->buf[ed->len] = '\0';
}

void
goto_editset(Edit *ed, const char *s)
{
	edit_delete(ed, 0, ed->len);
	goto_editinsert(ed, s, strlen(s));
}

/* the byte before or after the character at 'at' */
static size_t
edit_step(const Edit *ed, size_t at, int dir)
{
	if (dir < 0) {
		while (at > 0 && ((unsigned char)ed->buf[--at] & 0xC0) == 0x80)
			;
	} else if (at < ed->len) {
		while (++at < ed->len && ((unsigned char)ed->buf[at] & 0xC0) == 0x80)
			;
	}
	return at;
}

int
goto_editkey(Edit *ed, int key, const char *text, int len)
{
	size_t k;

	if (key == EdIgnore || key == EdTab)
		return EditNone;
	if (ed->all && (key == EdBackspace || key == EdDelete ||
	    key == EdKillStart || key == EdKillWord))
		edit_delete(ed, 0, ed->len);  /* the selection goes */
	if (!(key == EdPaste || (len > 0 && (key == EdText ||
	      key == EdBackspace || key == EdDelete))))
		ed->all = 0;  /* but for typing and pasting, a key unselects */
	switch (key) {
	case EdEnter: return EditEnter;
	case EdCancel: return EditCancel;
	case EdUp: return EditUp;
	case EdDown: return EditDown;
	case EdPageUp: return EditPageUp;
	case EdPageDown: return EditPageDown;
	case EdLeft: ed->cur = edit_step(ed, ed->cur, -1); break;
	case EdRight: ed->cur = edit_step(ed, ed->cur, +1); break;
	case EdHome: ed->cur = 0; break;
	case EdEnd: ed->cur = ed->len; break;
	case EdKillStart: edit_delete(ed, 0, ed->cur); break;
	case EdKillWord:
		for (k = ed->cur; k > 0 && ed->buf[k - 1] == ' '; k--)
			;
		while (k > 0 && ed->buf[k - 1] != ' ')
			k--;
		edit_delete(ed, k, ed->cur);
		break;
	case EdBackspace:
		if (ed->cur > 0)
			edit_delete(ed, edit_step(ed, ed->cur, -1), ed->cur);
		break;
	case EdDelete:
		if (ed->cur < ed->len)
			edit_delete(ed, ed->cur, edit_step(ed, ed->cur, +1));
		break;
	case EdPaste: win_paste(); break;
	case EdText:
		if (len > 0)
			goto_editinsert(ed, text, len);
		break;
	}
	return EditNone;
}

/* keys while the goto field has the focus */
void
goto_key(int key, const char *text, int len)
{
	int r = key == EdTab ? EditCancel : goto_editkey(&gotoed, key, text, len);

	if (r == EditEnter)
		goto_run();
	else if (r == EditCancel) {
		core_setfocus(PaneList);
		core_dirty(DirtyAll);
	}
	core_dirty(DirtyGoto);
}

void
goto_paste(const char *s, size_t n)
{
	goto_editinsert(&gotoed, s, n);
	core_dirty(DirtyGoto);
}
