/* See LICENSE file for copyright and license details.
 *
 * repo.c: the repository as git names it once at the start, before the
 * window: its directories, its hash's size and its name for the title;
 * and which of the user's arguments are paths. load.c asks; the parts
 * read the answers through repo.h.
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pipe.h"
#include "util.h"
#include "repo.h"

static const char *const repoargv[] = {
	"git", "rev-parse", "--absolute-git-dir", "--show-object-format",
	"--path-format=absolute", "--git-common-dir", "--show-toplevel", NULL
};
/* which of the user's arguments are paths, when they give no "--" */
static const char *const pathsargv[] = {
	"git", "rev-parse", "--no-flags", "--no-revs", NULL
};
static struct {
	char name[256];
	char *topdir;           /* the work tree's top; NULL when bare */
	int hashbytes;
	char *gitdir, *commondir;  /* absolute: HEAD's; refs' (linked worktrees differ) */
} repo = { .hashbytes = 20 };

const char *repo_name(void) { return repo.name; }
int repo_hashbytes(void) { return repo.hashbytes; }
const char *repo_topdir(void) { return repo.topdir; }
const char *repo_gitdir(void) { return repo.gitdir; }
const char *repo_commondir(void) { return repo.commondir; }
void repo_setname(const char *name) { snprintf(repo.name, sizeof(repo.name), "%s", name); }

void
repo_find(Proc *beside)
{
	Buf out = { 0 }, err = { 0 };
	char *s, *e, *l[4] = { 0 }, *name;
	int st, n = 0;

	st = pipe_runbeside(repoargv, &out, &err, beside);
	if (st < 0)
		die("cannot run git:");
	pipe_bufadd(&out, "", 1);
	for (s = out.buf; n < 4 && (e = strchr(s, '\n')); s = e + 1)
		*e = '\0', l[n++] = s;
	if (n < 2) {  /* not a repository: git has said why */
		fwrite(err.buf, 1, err.len, stderr);
		exit(1);
	}
	repo.hashbytes = !strcmp(l[1], "sha256") ? 32 : 20;
	repo.gitdir = estrdup(l[0]);
	repo.commondir = estrdup(l[2] && *l[2] ? l[2] : l[0]);
	if (l[3] && *l[3])
		repo.topdir = estrdup(l[3]);
	s = l[3] && *l[3] ? l[3] : l[0];
	if ((name = strrchr(s, '/')) && name[1])
		name++;
	else
		name = s;
	if (!l[3] && !strcmp(name, ".git") && name > s + 1) {
		name[-1] = '\0';
		name = strrchr(s, '/') ? strrchr(s, '/') + 1 : s;
	}
	utf8_clean(name, strlen(name), repo.name, sizeof(repo.name));
	pipe_buffree(&out);
	pipe_buffree(&err);
}

/* how many of the user's arguments come before the paths: "--" or, with
 * none, the paths git itself takes them to be (rev-parse's answer) */
int
repo_revargs(const char *const *user, int n, Proc *beside)
{
	const char **argv;
	Buf out = { 0 }, err = { 0 };
	const char *line;
	size_t len;
	int i, k = 0, nrev = n, opt = 1;

	for (i = 0; i < n; i++) {
		if (!strcmp(user[i], "--"))
			return i;
		opt &= user[i][0] == '-';
	}
	if (opt)  /* options alone: no paths */
		return n;
	argv = ecalloc(n + LEN(pathsargv), sizeof(*argv));
	for (i = 0; pathsargv[i]; i++)
		argv[i] = pathsargv[i];
	memcpy(argv + i, user, n * sizeof(*argv));
	if (pipe_runbeside(argv, &out, &err, beside) == 0) {
		while ((line = pipe_bufline(&out, &len)))
			k++;
		/* the paths are the last k arguments, as git printed them */
		out.off = 0;
		for (i = n - k; k > 0 && i < n && (line = pipe_bufline(&out, &len)) &&
		     len == strlen(user[i]) && !memcmp(line, user[i], len); i++)
			;
		if (k > 0 && i == n)
			nrev = n - k;
	}
	free(argv);
	pipe_buffree(&out);
	pipe_buffree(&err);
	return nrev;
}
