/* See LICENSE file for copyright and license details.
 *
 * labels.c: the labels no ref gives, for load.c: the stash's older
 * entries (stash@{1}...: refs/stash is the newest alone) from its
 * reflog, and each linked worktree's HEAD (worktree: NAME), each asked
 * of git as a job once for-each-ref has answered and only when there
 * is something to ask (refs/stash, $GIT_COMMON_DIR/worktrees); they go
 * into load.c's Refs, and the references view (F2) lists them. And
 * --bisect, gitk's bisect view, made into the arguments git takes
 * before it starts. Start reading labels_start().
 */
#include <sys/types.h>
#include <sys/stat.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "core.h"
#include "part.h"
#include "repo.h"
#include "labels.h"

#define NAMEMAX    128   /* bytes of a label's name */
#define BISECTMAX  256   /* BISECT_NAMES' paths taken */

typedef struct {
	int kind;
	char name[NAMEMAX];
	Span hex, date, subject;  /* in the job's output, kept */
} Label;

static struct {
	Refs *refs;             /* load.c's, added to; NULL once it is gone */
	char *out[2];           /* the stash's and the worktrees' output */
	Label *lab;
	int n, cap;
	char **bisect, names[4096];  /* --bisect's arguments */
} lab;

int labels_count(void) { return lab.n; }

/* label i as a references view's entry, its text in labels.c's keeping
 * until the next labels_start */
void
labels_entry(int i, RefEntry *e)
{
	const Label *l = &lab.lab[i];

	memset(e, 0, sizeof(*e));
	e->kind = l->kind;
	e->name.s = l->name, e->name.n = strlen(l->name);
	e->ref = l->kind == RefStash ? e->name : l->hex;  /* what rev-parse takes */
	e->hex = l->hex, e->date = l->date, e->subject = l->subject;
}

/* the stash's entries, newest first: "id\0date\0message" a line */
static const char *const stashargv[] = {
	"git", "log", "-g", "--no-show-signature", "--format=%H%x00%cs%x00%gs", "refs/stash",
	"--", NULL
};

/* the job's output, kept (the labels point in it): its length in *n */
static char *
keep(Job *j, int k, size_t *n)
{
	size_t off = j->p.obuf.off;

	free(lab.out[k]);
	lab.out[k] = j->p.obuf.buf;
	*n = j->p.obuf.len - off;
	j->p.obuf.buf = NULL, j->p.obuf.len = j->p.obuf.cap = j->p.obuf.off = 0;
	return lab.out[k] ? lab.out[k] + off : NULL;
}

static void
add(int kind, Span hex, Span date, Span subject, const char *name)
{
	unsigned char id[OIDMAX];
	Label *l;

	if (!lab.refs || hex.n != 2 * (size_t)repo_hashbytes() ||
	    hex_decode(hex.s, repo_hashbytes(), id) < 0)
		return;
	lab.lab = egrow(lab.lab, &lab.cap, lab.n + 1, sizeof(*lab.lab), 16);
	l = &lab.lab[lab.n++];
	l->kind = kind;
	snprintf(l->name, sizeof(l->name), "%s", name);
	l->hex = hex, l->date = date, l->subject = subject;
	refs_add(lab.refs, id, kind, 0, l->name, strlen(l->name));
}

/* stash@{0} is refs/stash's, from for-each-ref: the rest */
static void
gotstash(Job *j)
{
	char *s, *end, *nl, *z, *z2, name[NAMEMAX];
	size_t len;
	int n;

	if (core_failure(&j->p) || !(s = keep(j, 0, &len)))
		return;
	for (end = s + len, n = 0; s < end; s = nl + 1, n++) {
		if (!(nl = memchr(s, '\n', end - s)))
			nl = end;
		if (n == 0 || !(z = memchr(s, '\0', nl - s)) ||
		    !(z2 = memchr(z + 1, '\0', nl - z - 1)))
			continue;
		snprintf(name, sizeof(name), "stash@{%d}", n);
		add(RefStash, (Span){ s, z - s }, (Span){ z + 1, z2 - z - 1 },
		    (Span){ z2 + 1, nl - z2 - 1 }, name);
	}
	pipe_trace("+%.1fms labels: stash %d", core_ms(), n);
	core_event(&(Event){ .kind = EvRefs });
}

static void
gotworktrees(Job *j)
{
	const char *top = repo_topdir(), *base;
	char *s, name[NAMEMAX];
	Worktree w;
	size_t at = 0, len;
	int n = 0;

	if (core_failure(&j->p) || !(s = keep(j, 1, &len)))
		return;
	while (parse_worktree(s, len, &at, &w) == 0) {
		if (!w.hex.n || (top && strlen(top) == w.path.n &&
		    !memcmp(top, w.path.s, w.path.n)))
			continue;  /* bare; or this worktree, whose HEAD is labelled */
		/* its name: the path's last part (a NUL ends the path) */
		base = strrchr(w.path.s, '/') ? strrchr(w.path.s, '/') + 1 : w.path.s;
		snprintf(name, sizeof(name), "worktree: %s", base);
		add(RefWorktree, w.hex, (Span){ "", 0 }, w.path, name), n++;
	}
	pipe_trace("+%.1fms labels: worktrees %d", core_ms(), n);
	core_event(&(Event){ .kind = EvRefs });
}

void
labels_cancel(void)
{
	job_cancel(gotstash);
	job_cancel(gotworktrees);
	lab.refs = NULL;
	lab.n = 0;
}

/* the refs just read into refs: what else labels their commits, asked;
 * stash: refs/stash was among them */
void
labels_start(Refs *refs, int stash)
{
	char path[4096];
	struct stat st;

	labels_cancel();
	lab.refs = refs;
	if (stash)
		job_start(stashargv, gotstash, NULL);
	snprintf(path, sizeof(path), "%s/worktrees", repo_commondir() ? repo_commondir() : ".");
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		job_start(worktreeargv, gotworktrees, NULL);
}

/* the git dir's file name (at most n - 1 bytes) into buf; -1: none */
static int
readgitfile(const char *name, char *buf, size_t n)
{
	char path[4096];
	FILE *f;
	size_t k;

	snprintf(path, sizeof(path), "%s/%s", repo_gitdir(), name);
	if (!(f = fopen(path, "r")))
		return -1;
	k = fread(buf, 1, n - 1, f);
	buf[k] = '\0';
	fclose(f);
	return 0;
}

/* --bisect in argv (before "--"): as git log --bisect, bisect's bad
 * commit without what its good ones reach (a glob, so that a reload
 * sees the next step's), and BISECT_NAMES' paths as git bisect
 * visualize passes them; a message and exit 1 when no bisect runs */
int
labels_wantbisect(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc && strcmp(argv[i], "--"); i++)
		if (!strcmp(argv[i], "--bisect"))
			return 1;
	return 0;
}

int
labels_bisect(int argc, char ***argv)
{
	static const char *const verify[] = { "git", "rev-parse", "--verify", "-q", NULL };
	static char terms[2][NAMEMAX], ref[NAMEMAX + 16], glob[NAMEMAX + 32];
	char buf[2 * NAMEMAX], *words[BISECTMAX], *nl;
	const char *argvv[8];
	int i, k = 0, dash = 0, nw = 0;

	if (readgitfile("BISECT_START", buf, sizeof(buf)) < 0)
		die("--bisect: no bisect is running (git bisect start begins one)");
	snprintf(terms[0], NAMEMAX, "bad"), snprintf(terms[1], NAMEMAX, "good");
	if (readgitfile("BISECT_TERMS", buf, sizeof(buf)) == 0 && (nl = strchr(buf, '\n'))) {
		*nl = '\0';  /* bisect's own words: "new" and "old", or the user's */
		snprintf(terms[0], NAMEMAX, "%.*s", NAMEMAX - 1, buf);
		snprintf(terms[1], NAMEMAX, "%.*s", (int)strcspn(nl + 1, "\n"), nl + 1);
	}
	snprintf(ref, sizeof(ref), "refs/bisect/%s", terms[0]);
	pipe_argv(argvv, LEN(argvv), verify, ref, (char *)NULL);
	if (pipe_run(argvv, NULL, NULL) != 0)
		die("--bisect: the bisect has no %s commit yet (git bisect %s names one)",
		    terms[0], terms[0]);
	snprintf(glob, sizeof(glob), "--glob=refs/bisect/%s-*", terms[1]);
	for (i = 1; i < argc && !dash; i++)
		dash = !strcmp((*argv)[i], "--");  /* the user's paths, else bisect's */
	if (!dash && readgitfile("BISECT_NAMES", lab.names, sizeof(lab.names)) == 0 &&
	    (nw = parse_sqwords(lab.names, words, LEN(words) - 1)) < 0)
		nw = 0;
	lab.bisect = ecalloc(4 * argc + nw + 2, sizeof(*lab.bisect));
	for (i = 0, dash = 0; i < argc; i++) {
		dash |= i > 0 && !strcmp((*argv)[i], "--");
		if (dash || strcmp((*argv)[i], "--bisect")) {
			lab.bisect[k++] = (*argv)[i];
			continue;
		}
		lab.bisect[k++] = ref, lab.bisect[k++] = "--not";
		lab.bisect[k++] = glob, lab.bisect[k++] = "--not";
	}
	if (nw > 0)
		lab.bisect[k++] = "--";
	for (i = 0; i < nw; i++)
		lab.bisect[k++] = words[i];
	lab.bisect[k] = NULL;
	*argv = lab.bisect;
	return k;
}

void
labels_free(void)
{
	labels_cancel();
	free(lab.out[0]), free(lab.out[1]), free(lab.lab), free(lab.bisect);
	memset(&lab, 0, sizeof(lab));
}
