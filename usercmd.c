/* See LICENSE file for copyright and license details.
 *
 * usercmd.c: commands run for the user on what is at hand. Your own
 * commands (config.h's usercmds[], as tig's %(commit) and dwm's spawn):
 * an argv with %(commit), %(parent), %(mark), %(file), %(line),
 * %(branch) and %(repo) replaced (usercmd_expand, pure), run without a
 * shell in the repository's top directory, in the event loop, after a
 * y/n question in the status line when the table asks for one; at its
 * end the view reloads or its first line is said, as asked; no value
 * from the repository starts a word with '-'. And Y: git's reference to
 * the commit (git show -s --pretty=reference) on CLIPBOARD, as c's path
 * and line, quoted as drawn (clipboard); F: the commit's patch in a file
 * outside the work tree (formatpatch); e: the external diff tool.
 * Start reading at usercmd_run.
 */
#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>
#include <sys/types.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "core.h"
#include "part.h"
#include "load.h"
#include "repo.h"
#include "list.h"
#include "patch.h"
#include "pane.h"
#include "fileview.h"
#include "goto.h"
#include "ask.h"
#include "usercmd.h"
#include "win.h"

#define WORDSMAX 8192  /* bytes of a command's words once expanded */
#define ASKMAX 4  /* questions a command may ask */
#define PATCHNAME 64  /* format-patch's longest file name (format.filenameMaxLength) */

enum { NotAsking, AskingChoice, AskingYes, AskingAgain };

static const char *const varnames[VarLast] = {
	"commit", "parent", "mark", "file", "line", "branch", "repo", "old", "new"
};

static struct {
	const UserCmd *cmds;
	int n;
	int asking;             /* what the status line asks: Asking... */
	int pending;            /* the command asking, + 1; 0: none */
	const char *vals[VarLast];  /* its values, held in held */
	char held[WORDSMAX];
	char answer[ASKMAX][512];  /* its answers so far */
	int nanswer;
	int again;              /* the choice asks "really?" once more */
	char againtext[256];    /* what it asks about; "": the command */
	int running;            /* the command p runs */
	Proc p;
	char what[256];         /* its words, for the status line */
	char *ref;              /* what Y, or a menu's copy, put on CLIPBOARD */
	char cwd[4096];         /* where gitview started */
	const char *patchdir;   /* config.h's, where F writes */
	char tmp[1024];         /* F's directory in $TMPDIR, once made */
	const char *dest;       /* where F writes */
	char patch[4096 + PATCHNAME + 2];  /* the file F writes */
	int merge;              /* F's commit is a merge */
} uc;

/* e, the external diff tool: the file's two sides written by gitview
 * from the repository (git cat-file, as jobs) into a directory of its
 * own, then difftool[] started on them, not waited for */
static struct {
	const char *const *argv;
	char dir[1024];         /* the directory, made at the first use */
	char path[2][2048];     /* the old side's file, the new side's */
	int left;               /* sides not written yet; -1: given up */
	Proc p;                 /* the tool */
	char what[256];
} dt;

/* what goes before value v of variable k starting a word: an argument
 * from the repository never starts with '-', where a command would take
 * it for an option (a branch --output=x, a file -rf): a branch by its
 * full ref name, a path from the top (or the diff tool's directory) */
static const char *
unoption(int k, const char *v)
{
	if (v[0] != '-')
		return "";
	return k == VarBranch ? "refs/heads/" : "./";
}

/* is s..end (its ')') a question? Its kind, *text after the colon */
static int
qkind(const char *s, const char *end, const char **text)
{
	static const char *const kinds[] = { NULL, "%(prompt:", "%(choose:" };
	size_t n;
	int k;

	for (k = AskPrompt; k <= AskChoose; k++)
		if ((size_t)(end - s) >= (n = strlen(kinds[k])) && !strncmp(s, kinds[k], n)) {
			*text = s + n;
			return k;
		}
	return AskNone;
}

int
usercmd_question(const char *const argv[], int k, char *text, size_t cap)
{
	const char *s, *end, *t;
	int kind;

	for (; *argv; argv++)
		for (s = *argv; (s = strstr(s, "%(")) && (end = strchr(s, ')')); )
			if ((kind = qkind(s, end, &t)) && k-- == 0) {
				snprintf(text, cap, "%.*s", (int)(end - t), t);
				return kind;
			} else {
				s = kind ? end + 1 : s + 2;
			}
	return AskNone;
}

/* at s, %(NAME) of vals' or a question: its value (*n bytes of s
 * taken), what goes before it (*pre); NULL when s is neither; -1 when
 * it has no value, or an answer would start an option */
static int
value(const char *s, const char *const vals[VarLast], const char *const *answers, int *ai,
      int first, const char **v, const char **pre, size_t *n, const char **missing)
{
	const char *end, *t;
	int k;

	*v = NULL, *pre = "";
	if (s[0] != '%' || s[1] != '(' || !(end = strchr(s, ')')))
		return 0;
	*n = end - s + 1;
	if (qkind(s, end, &t)) {
		if (!answers || !answers[*ai] || (first && answers[*ai][0] == '-')) {
			*missing = answers && answers[*ai] ? "-" : "prompt";
			return -1;
		}
		*v = answers[(*ai)++];
		return 0;
	}
	for (k = 0; k < VarLast; k++)
		if ((size_t)(end - s - 2) == strlen(varnames[k]) &&
		    !strncmp(s + 2, varnames[k], end - s - 2)) {
			if (!vals[k]) {
				*missing = varnames[k];
				return -1;
			}
			*v = vals[k];
			*pre = first ? unoption(k, *v) : "";
		}
	return 0;
}

/* the word from *s on: %(NAME) and questions replaced, copied to buf at *len */
static int
expandword(const char *s, const char *const vals[VarLast], const char *const *answers,
           int *ai, char *buf, size_t cap, size_t *len, const char **missing)
{
	const char *v, *pre;
	size_t n, start = *len, vn;

	while (*s) {
		if (value(s, vals, answers, ai, *len == start, &v, &pre, &n, missing) < 0)
			return -1;
		if (!v)  /* not one of ours: as written */
			v = s, n = 1;
		vn = v == s ? 1 : strlen(v);
		if (*len + strlen(pre) + vn >= cap) {
			*missing = NULL;
			return -1;
		}
		memcpy(buf + *len, pre, strlen(pre));
		*len += strlen(pre);
		memcpy(buf + *len, v, vn);
		*len += vn;
		s += n;
	}
	buf[(*len)++] = '\0';
	return 0;
}

int
usercmd_expand(const char *const argv[], const char *const vals[VarLast],
               const char *const *answers, const char **out, int outcap,
               char *buf, size_t cap, const char **missing)
{
	size_t len = 0, at[ARGVMAX];
	int i, n, ai = 0;

	*missing = NULL;
	for (n = 0; argv[n]; n++) {
		if (n + 1 >= outcap || n >= ARGVMAX || cap == 0)
			return -1;
		at[n] = len;
		if (expandword(argv[n], vals, answers, &ai, buf, cap, &len, missing) < 0)
			return -1;
	}
	for (i = 0; i < n; i++)  /* buf holds them all now: point into it */
		out[i] = buf + at[i];
	out[n] = NULL;
	return n;
}

/* the values at hand: the selected commit, its first parent, the mark;
 * the file and line of the file view, else of the patch */
static void
gather(const char *vals[VarLast], char hex[3][HEXMAX + 1], char *file, size_t fcap, char *line)
{
	const Graph *g = load_graph();
	const Refs *r = load_refs();
	PatchAt pa;
	int i, k, c = list_sel(), m = list_marked();

	memset(vals, 0, VarLast * sizeof(*vals));
	vals[VarRepo] = repo_topdir();
	if (g && c >= 0) {
		vals[VarCommit] = list_selhex();
		if (graph_nparents(g, c) > 0 && (k = graph_parent(g, c, 0)) >= 0) {
			hex_encode(graph_id(g, k), graph_hashlen(g), hex[1]);
			vals[VarParent] = hex[1];
		}
	}
	if (g && m >= 0) {
		hex_encode(graph_id(g, m), graph_hashlen(g), hex[2]);
		vals[VarMark] = hex[2];
	}
	for (i = 0; r && i < refs_count(r); i++)
		if (refs_kind(r, i) == RefBranch && refs_current(r, i))
			vals[VarBranch] = refs_name(r, i);
	if (fview_on()) {
		snprintf(file, fcap, "%s", fview_view()->at.path);
		snprintf(line, 24, "%d", fview_cursor() + 1);
		vals[VarFile] = file, vals[VarLine] = line;
		return;
	}
	if (c >= 0 && patch_paths()->n > 0 && (k = pane_curfile()) >= 0 && k < patch_paths()->n) {
		snprintf(file, fcap, "%s", patch_paths()->buf + patch_paths()->line[k].off);
		vals[VarFile] = file;
	}
	if (c >= 0 && pane_patchat(&pa) == 0) {
		snprintf(file, fcap, "%s", patch_paths()->buf + patch_paths()->line[pa.file].off);
		snprintf(line, 24, "%ld", pa.newno ? pa.newno : pa.oldno);
		vals[VarFile] = file, vals[VarLine] = line;
	}
}

/* the command's words as one line, for the status line */
static void
saywhat(const char *const argv[])
{
	size_t len = 0;
	int k;

	uc.what[0] = '\0';
	for (k = 0; argv[k] && len < sizeof(uc.what); k++)
		len += snprintf(uc.what + len, sizeof(uc.what) - len, "%s%s", k ? " " : "",
		                argv[k]);
}

/* the values at hand when the key was pressed, kept while it asks: a
 * click meanwhile does not move what it runs on */
static void
hold(void)
{
	const char *vals[VarLast];
	char hex[3][HEXMAX + 1], file[1024], line[24];
	size_t len = 0, n;
	int k;

	gather(vals, hex, file, sizeof(file), line);
	for (k = 0; k < VarLast; k++) {
		uc.vals[k] = NULL;
		if (!vals[k] || (n = strlen(vals[k]) + 1) > sizeof(uc.held) - len)
			continue;
		memcpy(uc.held + len, vals[k], n);
		uc.vals[k] = uc.held + len;
		len += n;
	}
}

/* command i's words with the values held and the answers given (dummy:
 * a stand-in for each, to see first that it can run); -1, said why */
static int
expand(int i, const char **argv, char *words, size_t cap, int dummy)
{
	const char *answers[ASKMAX + 1], *missing;
	int k;

	for (k = 0; k < ASKMAX; k++)
		answers[k] = dummy ? "x" : k < uc.nanswer ? uc.answer[k] : NULL;
	answers[ASKMAX] = NULL;
	if (usercmd_expand(uc.cmds[i].argv, uc.vals, answers, argv, ARGVMAX, words, cap,
	                   &missing) >= 0)
		return 0;
	if (missing && !strcmp(missing, "prompt"))
		core_setstatus(1, "%s: more than %d questions", uc.cmds[i].argv[0], ASKMAX);
	else if (missing)
		core_setstatus(1, "%s: no %%(%s) at hand", uc.cmds[i].argv[0], missing);
	else
		core_setstatus(1, "%s: its words are too long", uc.cmds[i].argv[0]);
	return -1;
}

/* what the menu and the questions call command i */
static const char *
cmdname(int i, char *buf, size_t cap)
{
	if (uc.cmds[i].label)
		return uc.cmds[i].label;
	usercmd_words(i, buf, cap);
	return buf;
}

static void
start(int i)
{
	const char *argv[ARGVMAX];
	char words[WORDSMAX];
	int r;

	uc.pending = 0;
	if (expand(i, argv, words, sizeof(words), 0) < 0)
		return;
	if (pipe_running(&uc.p)) {
		core_setstatus(1, "%s still runs: one of your commands at a time", uc.what);
		return;
	}
	saywhat(argv);
	if (uc.cmds[i].flags & CmdWrite)
		r = pipe_spawngit(&uc.p, argv, repo_topdir());
	else
		r = pipe_spawnin(&uc.p, argv, 0, repo_topdir());
	if (r < 0) {
		core_setstatus(1, "cannot run %s", argv[0]);
		return;
	}
	uc.running = i;
	core_setstatus(0, "running %s\xE2\x80\xA6", uc.what);
}

static void next(void);

/* a value typed: one word as typed, never an option */
static void
prompted(const char *text)
{
	if (!uc.pending)
		return;
	if (!text[0] || text[0] == '-' || uc.nanswer >= ASKMAX ||
	    strlen(text) >= sizeof(uc.answer[0])) {
		uc.pending = 0;
		core_setstatus(1, "%s%s: not run", text[0] == '-' ? text : "nothing typed",
		               text[0] == '-' ? " would be an option" : "");
		return;
	}
	snprintf(uc.answer[uc.nanswer++], sizeof(uc.answer[0]), "%s", text);
	next();
}

/* the choice's question: its words by their first letters */
static void
saychoice(int i, const char *items)
{
	char line[512], name[256];
	const char *s, *e;
	size_t len = 0;

	for (s = items; *s && len < sizeof(line); s = *e ? e + 1 : e) {
		e = s + strcspn(s, "/");
		len += snprintf(line + len, sizeof(line) - len, "%s%c %.*s", s == items ? "" : ", ",
		                *s, (int)strcspn(s, "/!"), s);
	}
	core_setstatus(0, "%s: %s? (another key: none)", cmdname(i, name, sizeof(name)), line);
}

/* the choice's word whose first letter is key's: its answer, and what
 * its '!' asks once more; -1 for none */
static int
choose(int key, const char *items)
{
	const char *s, *e;
	size_t w;

	for (s = items; *s; s = *e ? e + 1 : e) {
		e = s + strcspn(s, "/");
		w = strcspn(s, "/!");
		if (w == 0 || tolower((unsigned char)*s) != tolower(key))
			continue;
		snprintf(uc.answer[uc.nanswer++], sizeof(uc.answer[0]), "%.*s", (int)w, s);
		if ((uc.again = s[w] == '!'))
			snprintf(uc.againtext, sizeof(uc.againtext), "%.*s", (int)(e - s - w - 1),
			         s + w + 1);
		return 0;
	}
	return -1;
}

/* all answered: run, after "really?" when the choice says so */
static void
confirmed(void)
{
	const char *argv[ARGVMAX];
	char words[WORDSMAX];

	if (!uc.again) {
		start(uc.pending - 1);
		return;
	}
	uc.again = 0;
	if (expand(uc.pending - 1, argv, words, sizeof(words), 0) < 0)
		return;
	saywhat(argv);
	uc.asking = AskingAgain;
	if (uc.againtext[0])
		core_setstatus(0, "really %s (%s)? y/n", uc.againtext, uc.what);
	else
		core_setstatus(0, "really run %s? y/n", uc.what);
}

/* the pending command's next question; the run when none is left */
static void
next(void)
{
	const char *argv[ARGVMAX];
	char text[256], label[sizeof(text) + 2], words[WORDSMAX];
	int i = uc.pending - 1;

	switch (uc.nanswer < ASKMAX ? usercmd_question(uc.cmds[i].argv, uc.nanswer, text,
	                                               sizeof(text)) : AskNone) {
	case AskPrompt:
		snprintf(label, sizeof(label), "%s: ", text);
		ask_open(label, "", prompted);
		return;
	case AskChoose:
		uc.asking = AskingChoice;
		saychoice(i, text);
		return;
	}
	if (!(uc.cmds[i].flags & CmdAsk)) {
		confirmed();
		return;
	}
	if (expand(i, argv, words, sizeof(words), 0) < 0)
		return;
	uc.asking = AskingYes;
	saywhat(argv);
	core_setstatus(0, "run %s? y/n", uc.what);
}

static int
readonly(void)
{
	const char *e = getenv("GITVIEW_READONLY");

	return e && *e && strcmp(e, "0");
}

/* the key's command: its questions first, then the run */
void
usercmd_run(int i)
{
	const char *argv[ARGVMAX];
	char words[WORDSMAX];

	if (i < 0 || i >= uc.n || !uc.cmds[i].argv[0])
		return;
	if (uc.cmds[i].flags & CmdWrite && readonly()) {
		core_setstatus(1, "%s: not run, GITVIEW_READONLY is set",
		               cmdname(i, words, sizeof(words)));
		return;
	}
	hold();
	uc.pending = i + 1, uc.nanswer = 0, uc.again = 0, uc.asking = 0;
	if (expand(i, argv, words, sizeof(words), 1) < 0) {  /* said why not */
		uc.pending = 0;
		return;
	}
	next();
}

int usercmd_asking(void) { return uc.asking; }

void
usercmd_answer(int key)
{
	char text[256];
	int a = uc.asking, yes = key == 'y' || key == 'Y';

	uc.asking = 0;
	if (!uc.pending)
		return;
	if (a == AskingChoice &&
	    usercmd_question(uc.cmds[uc.pending - 1].argv, uc.nanswer, text, sizeof(text)) &&
	    choose(key, text) == 0) {
		next();
	} else if (a == AskingYes && yes) {
		confirmed();
	} else if (a == AskingAgain && yes) {
		start(uc.pending - 1);
	} else {
		uc.pending = 0;
		core_setstatus(0, "not run");
	}
}

void
usercmd_set(const UserCmd *cmds, int n)
{
	uc.cmds = cmds;
	uc.n = n;
	if (!getcwd(uc.cwd, sizeof(uc.cwd)))
		uc.cwd[0] = '\0';
}

int
usercmd_key(unsigned int mod, unsigned long keysym)
{
	int i;

	for (i = 0; i < uc.n; i++)
		if (uc.cmds[i].argv[0] && uc.cmds[i].keysym == keysym && uc.cmds[i].mod == mod)
			return i;
	return -1;
}

/* why the command failed: git's lines on stderr but its hints, on one
 * line; where git could not run a merge driver the repository configures
 * ("cannot run : ", the command pipe.c emptied), that gitview runs none */
static void
failed(void)
{
	char msg[400];
	const char *l, *drv = pipe_refused(TrustMerge);
	size_t n, len = 0;

	pipe_bufadd(&uc.p.ebuf, "\n", 1);
	while ((l = pipe_bufline(&uc.p.ebuf, &n)) && len < sizeof(msg))
		if (n > 0 && strncmp(l, "hint: ", 6))
			len += snprintf(msg + len, sizeof(msg) - len, "%s%.*s", len ? "; " : "",
			                (int)n, l);
	if (!len)
		snprintf(msg, sizeof(msg), "%s", core_failure(&uc.p));
	if (drv && uc.cmds[uc.running].flags & CmdWrite && strstr(msg, "cannot run : "))
		core_setstatus(1, "%s: %s (gitview runs no %s)", uc.what, msg, drv);
	else
		core_setstatus(1, "%s: %s", uc.what, msg);
}

/* the command ended: what it said, or why it failed; the reload asked */
static void
ucread(int k, int eof)
{
	const char *f, *l;
	size_t n;

	if (k == 1) {  /* the diff tool: only whether it failed */
		dt.p.obuf.len = dt.p.obuf.off = 0;
		if (eof && (f = core_failure(&dt.p)))
			core_setstatus(1, "%s: %s", dt.what, f);
		return;
	}
	if (!eof) {
		if (!(uc.cmds[uc.running].flags & CmdShow) || uc.p.obuf.len > BINARYPEEK)
			uc.p.obuf.len = uc.p.obuf.off = 0;  /* not wanted, or more than a line is */
		return;
	}
	if (core_failure(&uc.p)) {
		failed();
	} else if (uc.cmds[uc.running].flags & CmdShow) {
		pipe_bufadd(&uc.p.obuf, "\n", 1);
		l = pipe_bufline(&uc.p.obuf, &n);
		core_setstatus(0, "%.*s", (int)MIN(n, 400), l ? l : "");
	} else {
		core_setstatus(0, "%s: done", uc.what);
	}
	if (uc.cmds[uc.running].flags & CmdReload)
		load_reload(NULL);
}

/* s[0..n) on CLIPBOARD as the window draws it, where a paste into a
 * terminal cannot run it: quoted (utf8_quote) when it holds control
 * characters (a tab is one but in a line of text) or bidi controls,
 * which the window shows as ^X or not at all; 1 when it was */
static int
clipboard(const char *s, size_t n, int tabok)
{
	size_t m = utf8_quote(s, n, tabok, NULL, 0);

	free(uc.ref);
	uc.ref = ecalloc(m + 1, 1);
	utf8_quote(s, n, tabok, uc.ref, m + 1);
	win_ownclipboard(uc.ref);
	return m != n;  /* quoted: two quotes more at least */
}

static void
refdone(Job *j)
{
	const char *f = core_failure(&j->p), *l;
	size_t n;

	pipe_bufadd(&j->p.obuf, "\n", 1);
	if (f || !(l = pipe_bufline(&j->p.obuf, &n)) || n == 0) {
		core_setstatus(1, "git show --pretty=reference %.10s: %s", j->text,
		               f ? f : "no answer");
		return;
	}
	clipboard(l, n, 0);
	core_setstatus(0, "copied to CLIPBOARD: %s", uc.ref);
}

/* Y: the commit's reference, as commit messages cite it, on CLIPBOARD */
void
usercmd_copyref(const Arg *arg)
{
	const char *argv[] = {
		"git", "show", "-s", "--no-show-signature", "--pretty=reference", NULL, "--", NULL
	};

	(void)arg;
	if (list_sel() < 0) {
		core_setstatus(1, "Y copies a commit's reference: local changes have none");
		return;
	}
	argv[5] = list_selhex();
	job_cancel(refdone);
	job_start(argv, refdone, list_selhex());
}

const UserCmd *usercmd_get(int i) { return i >= 0 && i < uc.n ? &uc.cmds[i] : NULL; }

void usercmd_do(const Arg *arg) { usercmd_run(arg->i); }

void
usercmd_words(int i, char *out, size_t cap)
{
	size_t len = 0;
	int k;

	out[0] = '\0';
	for (k = 0; k < USERARGS && uc.cmds[i].argv[k] && len < cap; k++)
		len += snprintf(out + len, cap - len, "%s%s", k ? " " : "", uc.cmds[i].argv[k]);
}

static void
clip(const char *what, const char *s, size_t n, int tabok)
{
	core_setstatus(0, "copied %s to CLIPBOARD%s", what,
	          clipboard(s, n, tabok) ? ", quoted: it holds control or bidi characters" : "");
}

/* the menu's copies: the file at hand's path, the patch line's text */
void
usercmd_copypath(const Arg *arg)
{
	int k = pane_curfile();

	(void)arg;
	if (list_sel() >= 0 && k >= 0 && k < patch_paths()->n)
		clip("the path", patch_paths()->buf + patch_paths()->line[k].off,
		     strlen(patch_paths()->buf + patch_paths()->line[k].off), 0);
}

void
usercmd_copyline(const Arg *arg)
{
	PatchAt pa;
	const struct Line *l;
	unsigned int skip;

	(void)arg;
	if (pane_patchat(&pa) < 0)
		return;
	l = &patch_lines()->line[pa.line];
	skip = MIN(l->len, patch_combined() ? 2u : 1u);  /* its column of + - and space
	                                                  * (a merge's: two) */
	clip("the line", patch_lines()->buf + l->off + skip,
	     util_crlflen(patch_lines()->buf + l->off, l->len) - skip, 1);
}

/* F: the commit in git's mail form, as git format-patch -1 writes it
 * (without its signature) and names its file, in the directory patchdest
 * picks. git log writes it, not format-patch: format-patch skips a merge
 * for the commit below it, and reads the repository's format.* (suffix,
 * outputDirectory, signatureFile, headers, to, cc, attach, thread...),
 * where log reads the subject prefix alone, set back by -c (which
 * outranks the repository's config). A merge: its diff against its first
 * parent, as M shows it. The other switches undo what a repository's
 * log.*, diff.* and color.* would change: an empty root, a relative or
 * prefixless or coloured patch, a mailmapped author, notes, textconv, a
 * signature check (gpg.program). */
static const char *const mailargv[] = {
	"git", "-c", "format.subjectPrefix=PATCH", "-c", "diff.relative=false", "log", "-1",
	"--format=email", "--diff-merges=first-parent", "--root", "-p", "--stat=72", "--summary",
	"--binary", "--encode-email-headers", "--src-prefix=a/", "--dst-prefix=b/",
	"--submodule=short", "--no-color", "--no-ext-diff", "--no-textconv", "--no-show-signature",
	"--no-notes", "--no-mailmap", NULL, NULL, "--", NULL  /* --output=FILE, the commit */
};
/* the commit's parents and git's name for its file (format-patch's %f) */
static const char *const nameargv[] = {
	"git", "log", "-1", "--no-show-signature", "--format=%P%n%f", NULL, "--", NULL
};

/* is path dir or under it? Both as the system has them: getcwd's, git's
 * --show-toplevel and --absolute-git-dir have no symbolic links */
static int
within(const char *path, const char *dir)
{
	size_t n = dir ? strlen(dir) : 0;

	return n > 0 && !strncmp(path, dir, n) &&
	    (path[n] == '/' || path[n] == '\0' || dir[n - 1] == '/');
}

/* where F writes: config.h's patchdir; else where gitview started, when
 * that is outside the work tree and the repository; else a directory of
 * its own in $TMPDIR (/tmp), made at the first F, kept after gitview
 * (the patches in it are the user's). NULL, said why, when none is */
static const char *
patchdest(void)
{
	const char *t = getenv("TMPDIR");

	if (uc.patchdir && uc.patchdir[0])
		return uc.patchdir;
	if (uc.cwd[0] && !within(uc.cwd, repo_topdir()) && !within(uc.cwd, repo_gitdir()) &&
	    !within(uc.cwd, repo_commondir()))
		return uc.cwd;
	if (!uc.tmp[0]) {  /* private: a name in /tmp is anyone's to take first */
		snprintf(uc.tmp, sizeof(uc.tmp), "%s/gitview-patch-XXXXXX", t && *t ? t : "/tmp");
		if (!mkdtemp(uc.tmp)) {
			core_setstatus(1, "F: cannot make a directory in %s", t && *t ? t : "/tmp");
			uc.tmp[0] = '\0';
			return NULL;
		}
	}
	return uc.tmp;
}

static void
patchdone(Job *j)
{
	const char *f = core_failure(&j->p);

	if (f)
		core_setstatus(1, "git log --format=email %.10s: %s", j->text, f);
	else
		core_setstatus(0, "wrote %s%s", uc.patch, uc.merge ?
		          " (a merge: its diff against its first parent)" : "");
}

/* the parents and the name known: the file written */
static void
namedone(Job *j)
{
	const char *argv[LEN(mailargv)], *f = core_failure(&j->p), *par, *name;
	char out[sizeof(uc.patch) + sizeof("--output=")], file[PATCHNAME + 1];
	size_t n, k;

	pipe_bufadd(&j->p.obuf, "\n", 1);
	if (f || !(par = pipe_bufline(&j->p.obuf, &n)) || !(name = pipe_bufline(&j->p.obuf, &k))) {
		core_setstatus(1, "git log -1 %.10s: %s", j->text, f ? f : "no answer");
		return;
	}
	uc.merge = memchr(par, ' ', n) != NULL;
	/* 0001-NAME.patch, cut as format-patch cuts it: to 64 less the
	 * suffix and one (log-tree.c's fmt_output_subject) */
	snprintf(file, PATCHNAME - strlen(".patch"), "0001-%.*s", (int)k, name);
	strcat(file, ".patch");
	n = strlen(uc.dest);
	if (snprintf(uc.patch, sizeof(uc.patch), "%s%s%s", uc.dest,
	             n && uc.dest[n - 1] == '/' ? "" : "/", file) >= (int)sizeof(uc.patch)) {
		core_setstatus(1, "F: the path is too long: %s", uc.dest);
		return;
	}
	snprintf(out, sizeof(out), "--output=%s", uc.patch);
	memcpy(argv, mailargv, sizeof(argv));
	argv[LEN(argv) - 4] = out, argv[LEN(argv) - 3] = j->text;
	job_start(argv, patchdone, j->text);
}

/* F: the selected commit's patch written to a file, named in the status */
void
usercmd_formatpatch(const Arg *arg)
{
	const char *argv[LEN(nameargv)];

	(void)arg;
	if (list_sel() < 0) {
		core_setstatus(1, "F writes a commit's patch: local changes have none");
		return;
	}
	if (!(uc.dest = patchdest()))
		return;
	job_cancel(namedone);
	job_cancel(patchdone);
	memcpy(argv, nameargv, sizeof(argv));
	argv[LEN(argv) - 3] = list_selhex();
	job_start(argv, namedone, list_selhex());
}

void usercmd_setdiff(const char *const argv[]) { dt.argv = argv; }
void usercmd_setpatchdir(const char *dir) { uc.patchdir = dir; }

static int
writeall(const char *path, const char *b, size_t n)
{
	ssize_t w;
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0600);

	for (; fd >= 0 && n > 0; b += w, n -= w)
		if ((w = write(fd, b, n)) < 0)
			break;
	if (fd < 0 || close(fd) < 0 || n > 0) {
		core_setstatus(1, "cannot write %s", path);
		return -1;
	}
	return 0;
}

static void
toolstart(void)
{
	const char *vals[VarLast] = { 0 }, *argv[ARGVMAX], *missing;
	char words[WORDSMAX];
	size_t len = 0;
	int k;

	vals[VarOld] = dt.path[0], vals[VarNew] = dt.path[1], vals[VarRepo] = repo_topdir();
	if (usercmd_expand(dt.argv, vals, NULL, argv, LEN(argv), words, sizeof(words),
	                   &missing) < 0) {
		core_setstatus(1, "difftool[]: %s%s",
		               missing ? "no %%(...) at hand: " : "its words are too long",
		               missing ? missing : "");
		return;
	}
	dt.what[0] = '\0';
	for (k = 0; argv[k] && len < sizeof(dt.what); k++)
		len += snprintf(dt.what + len, sizeof(dt.what) - len, "%s%s", k ? " " : "",
		                argv[k]);
	if (pipe_spawnin(&dt.p, argv, 0, repo_topdir()) < 0) {
		core_setstatus(1, "cannot run %s", argv[0]);
		return;
	}
	core_setstatus(0, "started %s", dt.what);
}

static void
sidedone(Job *j, int k)
{
	const char *f = core_failure(&j->p);

	if (dt.left <= 0)
		return;
	if (f) {
		core_setstatus(1, "git cat-file blob %s: %s", j->text, f);
		dt.left = -1;
	} else if (writeall(dt.path[k], j->p.obuf.buf + j->p.obuf.off,
	                    j->p.obuf.len - j->p.obuf.off) < 0) {
		dt.left = -1;
	} else if (--dt.left == 0) {
		toolstart();
	}
}

static void olddone(Job *j) { sidedone(j, 0); }
static void newdone(Job *j) { sidedone(j, 1); }

/* the revisions of the two sides as shown: the parent (none for a root)
 * or the mark, and the commit; 0, or -1 saying why not */
static int
sides(char rev[2][HEXMAX + 1])
{
	const Graph *g = load_graph();
	int c = list_sel(), m = list_marked(), v = list_view();

	rev[0][0] = '\0';
	if (!g || c < 0 || v == ViewRange || patch_remerge()) {
		core_setstatus(1, "e: the external diff tool takes a file of a commit's patch");
		return -1;
	}
	snprintf(rev[1], HEXMAX + 1, "%s", list_selhex());
	if (v == ViewCompare && m >= 0) {
		hex_encode(graph_id(g, m), graph_hashlen(g), rev[0]);
	} else if (v == ViewBack && m >= 0) {
		snprintf(rev[0], HEXMAX + 1, "%s", rev[1]);
		hex_encode(graph_id(g, m), graph_hashlen(g), rev[1]);
	} else if (graph_nparents(g, c) > 0 && graph_parent(g, c, 0) >= 0) {
		hex_encode(graph_id(g, graph_parent(g, c, 0)), graph_hashlen(g), rev[0]);
	}
	return 0;
}

void
usercmd_extdiff(const Arg *arg)
{
	const char *argv[] = { "git", "cat-file", "blob", NULL, NULL };
	const char *path, *base, *t = getenv("TMPDIR");
	char rev[2][HEXMAX + 1], spec[HEXMAX + 1100];
	int i, st, k = pane_curfile();

	(void)arg;
	if (!dt.argv || !dt.argv[0] || k < 0 || k >= patch_paths()->n || k >= patch_files()->n ||
	    sides(rev) < 0) {
		if (!dt.argv || !dt.argv[0])
			core_setstatus(1, "e: config.h has no difftool[]");
		else if (list_sel() >= 0 && (k < 0 || k >= patch_paths()->n))
			core_setstatus(1, "e: no file at hand");
		return;
	}
	if (pipe_running(&dt.p)) {
		core_setstatus(1, "%s still runs: one diff tool at a time", dt.what);
		return;
	}
	if (!dt.dir[0]) {  /* private: the files are named after what they hold */
		snprintf(dt.dir, sizeof(dt.dir), "%s/gitview-XXXXXX", t && *t ? t : "/tmp");
		if (!mkdtemp(dt.dir)) {
			core_setstatus(1, "e: cannot make a directory in %s", t && *t ? t : "/tmp");
			dt.dir[0] = '\0';
			return;
		}
	}
	path = patch_paths()->buf + patch_paths()->line[k].off;
	base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	st = patch_files()->line[k].style;
	job_cancel(olddone);
	job_cancel(newdone);
	for (dt.left = 2, i = 0; i < 2 && dt.left > 0; i++) {
		snprintf(dt.path[i], sizeof(dt.path[i]), "%s/%s-%.7s-%s", dt.dir, i ? "NEW" : "OLD",
		         rev[i][0] ? rev[i] : "none", base);
		if (!rev[i][0] || st == (i ? 'D' : 'A')) {  /* no such side: empty */
			if (writeall(dt.path[i], "", 0) < 0)
				return;
			dt.left--;
			continue;
		}
		snprintf(spec, sizeof(spec), "%s:%s", rev[i], path);
		argv[3] = spec;
		if (!job_start(argv, i ? newdone : olddone, spec))
			dt.left = -1;
	}
	if (dt.left == 0)
		toolstart();
}

static Proc *ucproc(int k) { return k == 0 ? &uc.p : k == 1 ? &dt.p : NULL; }

/* the diff tool's files go with gitview; the tool is left running */
static void
ucfree(void)
{
	DIR *d;
	struct dirent *e;
	char p[2048];

	pipe_kill(&uc.p);
	free(uc.ref);
	uc.ref = NULL;
	if (!dt.dir[0] || !(d = opendir(dt.dir)))
		return;
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..") &&
		    snprintf(p, sizeof(p), "%s/%s", dt.dir, e->d_name) < (int)sizeof(p))
			unlink(p);
	closedir(d);
	rmdir(dt.dir);
}

const Part userpart = { .proc = ucproc, .read = ucread, .free = ucfree };
