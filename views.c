/* See LICENSE file for copyright and license details.
 *
 * views.c: views of other arguments, as gitk's "Edit view" and its named
 * views. F4 asks for the view's arguments in the status line (ask.c),
 * the user's words quoted as a shell would read them back; config.h's
 * views[] names argument lists, each on a key. git checks the words
 * first (checkargv: a bad revision or option is its message in red, and
 * the view shown stays); then load.c loads them as it loads a start,
 * the view before stacked for Alt-Left. Start reading at views_edit.
 */
#include <sys/types.h>
#include <sys/wait.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "core.h"
#include "load.h"
#include "repo.h"
#include "goto.h"
#include "ask.h"
#include "views.h"

#define WORDMAX 64      /* words of a view's arguments */

/* the check: git log refuses what rev-list would and names the option
 * or the revision (rev-list answers an option it does not know with its
 * whole usage); --max-count=0 first, so that it walks no commit unless
 * the user's own count follows */
static const char *const checkargv[] = {
	"git", "log", "--format=", "--max-count=0", NULL
};

static struct {
	const View *list;       /* config.h's views[] */
	int n;
	char name[512];         /* the view being checked: its name, */
	char buf[1024];         /* its words, */
	const char *words[WORDMAX];
	int nwords;
	char dropped[256];      /* and those that only change how git prints */
} views;

void
views_set(const View *list, int n)
{
	views.list = list;
	views.n = n;
}

/* s split into words as a shell splits them (blanks between, '' and ""
 * around blanks, a backslash before one character), into buf: how many,
 * -1 for a quote not closed, -2 past cap or max */
int
views_split(const char *s, char *buf, size_t cap, const char **words, int max)
{
	size_t o = 0;
	int n = 0, q;

	for (;;) {
		while (*s == ' ' || *s == '\t' || *s == '\n')
			s++;
		if (!*s)
			return n;
		if (n == max)
			return -2;
		words[n++] = buf + o;
		for (q = 0; *s && (q || !strchr(" \t\n", *s)); s++) {
			if (o + 2 > cap)
				return -2;
			if (!q && (*s == '\'' || *s == '"'))
				q = *s;
			else if (q && q == *s)
				q = 0;
			else if (*s == '\\' && q != '\'' && s[1] && (!q || strchr("\"\\$`", s[1])))
				buf[o++] = *++s;
			else
				buf[o++] = *s;
		}
		if (q)
			return -1;
		buf[o++] = '\0';
	}
}

/* s at out[o], as much as fits in cap: o past it */
static size_t
put(char *out, size_t cap, size_t o, const char *s)
{
	for (; *s; s++, o++)
		if (o + 1 < cap)
			out[o] = *s, out[o + 1] = '\0';
	return o;
}

/* words[0..n) as views_split reads them back: a word with a blank, a
 * quote or a backslash (or none at all) in single quotes, each quote in
 * it as '\''. The length, as snprintf's: out holds what fits */
size_t
views_quote(const char *const *words, int n, char *out, size_t cap)
{
	const char *s;
	size_t o = 0;
	int i, q;

	if (cap > 0)
		out[0] = '\0';
	for (i = 0; i < n; i++) {
		q = !words[i][0] || strpbrk(words[i], " \t\n'\"\\") != NULL;
		o = put(out, cap, o, i > 0 ? " " : "");
		o = put(out, cap, o, q ? "'" : "");
		for (s = words[i]; *s; s++)
			o = put(out, cap, o, q && *s == '\'' ? "'\\''" : (char[2]){ *s, '\0' });
		o = put(out, cap, o, q ? "'" : "");
	}
	return o;
}

/* the words that only change how git prints go (gitview draws its own
 * list), as at the start; said once the view is loading */
static void
dropprint(void)
{
	size_t n = 0;
	int i, k = 0, dash = 0;

	views.dropped[0] = '\0';
	for (i = 0; i < views.nwords; i++) {
		dash |= !strcmp(views.words[i], "--");
		if (dash || parse_argkind(views.words[i]) != ArgPrint)
			views.words[k++] = views.words[i];
		else if (n < sizeof(views.dropped))
			n += snprintf(views.dropped + n, sizeof(views.dropped) - n, "%s%s",
			              n ? " " : "", views.words[i]);
	}
	views.nwords = k;
}

/* how the graph keeps the rows of a view of these arguments: as load.c
 * lays out the start's */
static int
graphopts(const ViewArgs *v)
{
	int i, j, opts = 0;

	for (i = 0; i < v->nuser && strcmp(v->user[i], "--"); i++)
		for (j = 0; ownorder[j]; j++)
			if (!strcmp(v->user[i], ownorder[j]))
				opts |= GraphKeepOrder;
	if (v->log & (LogFollow | LogLines))  /* git's order (one line; -L's topological) */
		opts |= GraphKeepOrder;
	if (v->log & LogReflog)  /* an entry a row, in the reflog's order */
		opts |= GraphKeepOrder | GraphEntries;
	return opts;
}

/* git found the words good: rev-list's (or log's) command line, with
 * the words and the name in the same allocation, as the view */
static void
loadview(void)
{
	const char *const *base;
	const char **argv;
	char *s;
	size_t bytes = strlen(views.name) + 1;
	int i, k = 0, n = 0;
	ViewArgs v = { 0 };

	v.log = parse_logonly(views.words, views.nwords);
	for (base = v.log ? logargv : revlistargv; base[n]; n++)
		;
	for (i = 0; i < views.nwords; i++)
		bytes += strlen(views.words[i]) + 1;
	argv = ecalloc(1, (n + views.nwords + 2) * sizeof(*argv) + bytes);
	s = (char *)(argv + n + views.nwords + 2);
	for (k = 0; k < n; k++)
		argv[k] = base[k];
	if (v.log & LogFollow)  /* the file's path in each commit */
		argv[k++] = "--name-status";
	else if (v.log & LogReflog)  /* and each entry's selector */
		argv[k++] = reflogformat;
	v.user = argv + k;
	for (i = 0; i < views.nwords; i++, s += strlen(s) + 1)
		argv[k++] = strcpy(s, views.words[i]);
	v.name = views.name[0] ? strcpy(s, views.name) : NULL;
	v.nuser = views.nwords;
	v.nrev = repo_revargs(v.user, v.nuser, NULL);
	pipe_trace("+%.1fms view: %s", core_ms(), views.name);
	if (load_args(argv, &v, graphopts(&v)) < 0) {
		free(argv);
		core_setstatus(1, "too many views deep: Alt-Left goes back");
	} else if (views.dropped[0]) {
		core_setstatus(0, "%s ignored: only how git prints, and gitview draws its own list",
		          views.dropped);
	}
}

/* git's word on them: the view, or its first error line in red and the
 * view shown stays */
static void
checked(Job *j)
{
	const char *line;
	size_t n;

	if (WIFEXITED(j->p.status) && WEXITSTATUS(j->p.status) == 0) {
		loadview();
		return;
	}
	while ((line = pipe_bufline(&j->p.ebuf, &n)))
		if (!strncmp(line, "fatal:", 6) || !strncmp(line, "error:", 6)) {
			core_setstatus(1, "%.*s (the view stays)", (int)n, line);
			return;
		}
	core_setstatus(1, "git log %s: %s (the view stays)", j->text, core_failure(&j->p));
}

/* the words in views.words, named name, checked by git */
static void
check(const char *name)
{
	const char *argv[LEN(checkargv) + WORDMAX];
	int n;

	snprintf(views.name, sizeof(views.name), "%s", name);
	dropprint();
	for (n = 0; checkargv[n]; n++)
		argv[n] = checkargv[n];
	memcpy(argv + n, views.words, views.nwords * sizeof(*argv));
	argv[n + views.nwords] = NULL;
	job_cancel(checked);  /* a view asked before this one: this one wins */
	job_start(argv, checked, name);
}

/* name's words s, split */
static void
openview(const char *name, const char *s)
{
	int n = views_split(s, views.buf, sizeof(views.buf), views.words, WORDMAX);

	if (n < 0) {
		core_setstatus(1, "%s: %s", n == -1 ? "a quote is not closed" :
		          "too many words", s);
		return;
	}
	views.nwords = n;
	check(name);
}

/* F4's Return: the words as typed name the view */
static void
edited(const char *text)
{
	char name[sizeof(views.name)];
	size_t n;

	text += strspn(text, " \t");
	n = strlen(text);
	while (n > 0 && (text[n - 1] == ' ' || text[n - 1] == '\t'))
		n--;
	snprintf(name, sizeof(name), "%.*s", (int)n, text);
	openview(name, text);
}

void
views_edit(const Arg *arg)
{
	const ViewArgs *v = load_view();
	char text[sizeof(((Edit *)0)->buf)];

	(void)arg;
	if (views_quote(v->user, v->nuser, text, sizeof(text)) >= sizeof(text)) {
		core_setstatus(1, "the view's arguments are too long to edit here");
		return;
	}
	ask_open("View: ", text, edited);
}

void
views_pick(const Arg *arg)
{
	if (arg->i < 0 || arg->i >= views.n) {
		core_setstatus(1, "no view %d in config.h's views[]", arg->i + 1);
		return;
	}
	openview(views.list[arg->i].name, views.list[arg->i].args);
}
