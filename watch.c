/* See LICENSE file for copyright and license details.
 *
 * watch.c: are the refs still what was loaded? For the live reload, by
 * the core (load.c). A commit, fetch, checkout or rebase moves HEAD (in
 * the work tree's git dir), packed-refs and the files under refs/ (in
 * the common dir, shared by linked worktrees), each written through a
 * .lock file renamed into place. With inotify, the directories holding
 * them are watched (refs/ and all under it, new ones as they come): the
 * loop sleeps in poll() on watch_fd() while nothing changes. Elsewhere,
 * or with inotify refused, watch_poll() stats HEAD, packed-refs and the
 * directories of refs/ (a rename into one changes its time) once a second.
 * The index, in the git dir beside HEAD, is watched the same way for
 * the local changes rows (git add, git status's refresh).
 */
#include <sys/types.h>
#include <sys/stat.h>

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/inotify.h>
#endif

#include "util.h"
#include "watch.h"

#define WATCHDEPTH  16   /* directories deep under refs/ */

typedef struct {
	int fd;                 /* inotify's, or -1 */
	int *wd;                /* a watch a directory */
	char **dir;             /* its path, for the directories made in it */
	int n, cap;
	int top[2];             /* the watches of the git and common dirs */
	char *gitdir, *commondir;
	unsigned long long sig, isig;  /* polling: what the stats said last (refs, index) */
} Watch;

static Watch w = { .fd = -1, .top = { -1, -1 } };

/* each directory in path (of depth deep under refs/), to f */
static void
subdirs(const char *path, int depth, void (*f)(const char *, int, void *), void *arg)
{
	char sub[PATH_MAX];
	struct dirent *e;
	struct stat st;
	DIR *d;

	if (depth > WATCHDEPTH || !(d = opendir(path)))
		return;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.' || (size_t)snprintf(sub, sizeof(sub), "%s/%s",
		    path, e->d_name) >= sizeof(sub))
			continue;
		if (lstat(sub, &st) == 0 && S_ISDIR(st.st_mode))
			f(sub, depth + 1, arg);
	}
	closedir(d);
}

#ifdef __linux__
#define REFMASK (IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE)

static int
addwatch(const char *path, unsigned int mask)
{
	int wd = inotify_add_watch(w.fd, path, mask | IN_ONLYDIR);

	if (wd < 0)
		return -1;
	if (w.n == w.cap) {
		w.wd = egrow(w.wd, &w.cap, w.n + 1, sizeof(*w.wd), 64);
		w.dir = erealloc(w.dir, w.cap * sizeof(*w.dir));
	}
	w.wd[w.n] = wd;
	w.dir[w.n++] = estrdup(path);
	return wd;
}

/* path and every directory under it */
static void
addtree(const char *path, int depth, void *arg)
{
	if (depth <= WATCHDEPTH && addwatch(path, REFMASK) >= 0)
		subdirs(path, depth, addtree, arg);
}

static int
inotifystart(void)
{
	char refs[PATH_MAX];

	if ((w.fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) < 0)
		return -1;
	w.top[0] = addwatch(w.gitdir, REFMASK);
	w.top[1] = strcmp(w.gitdir, w.commondir) ? addwatch(w.commondir, REFMASK) : w.top[0];
	snprintf(refs, sizeof(refs), "%s/refs", w.commondir);
	addtree(refs, 0, NULL);
	if (w.top[0] < 0 || w.top[1] < 0) {
		watch_stop();
		return -1;
	}
	return 0;
}

/* one event: does it change a ref? A new directory is watched too */
static int
event(const struct inotify_event *ev)
{
	char sub[PATH_MAX];
	size_t n;
	int i;

	if (ev->mask & IN_Q_OVERFLOW)
		return WatchRefs | WatchIndex;
	if (!ev->len || ((n = strlen(ev->name)) >= 5 && !strcmp(ev->name + n - 5, ".lock")))
		return 0;
	if (ev->wd == w.top[0] && !strcmp(ev->name, "index"))
		return WatchIndex;
	if (ev->wd == w.top[0] || ev->wd == w.top[1])  /* the names that matter there */
		return !strcmp(ev->name, "HEAD") || !strcmp(ev->name, "packed-refs") ?
		    WatchRefs : 0;
	for (i = 0; i < w.n && w.wd[i] != ev->wd; i++)  /* the directory it is on */
		;
	if ((ev->mask & IN_ISDIR) && (ev->mask & (IN_CREATE | IN_MOVED_TO)) && i < w.n &&
	    (size_t)snprintf(sub, sizeof(sub), "%s/%s", w.dir[i], ev->name) < sizeof(sub))
		addtree(sub, 1, NULL);
	return WatchRefs;
}

int
watch_read(void)
{
	union {
		struct inotify_event ev;  /* aligned for it */
		char buf[4096];
	} u;
	const struct inotify_event *ev;
	ssize_t n;
	char *p;
	int changed = 0;

	while ((n = read(w.fd, u.buf, sizeof(u.buf))) > 0)
		for (p = u.buf; p < u.buf + n; p += sizeof(*ev) + ev->len) {
			ev = (const struct inotify_event *)p;
			changed |= event(ev);
		}
	return changed;
}
#else
static int inotifystart(void) { return -1; }
int watch_read(void) { return 0; }
#endif

/* polling: a sum of what stat says of HEAD, packed-refs and the
 * directories under refs/, into *arg */
static void
statsum(const char *path, int depth, void *arg)
{
	unsigned long long *sum = arg, h = 1;
	struct stat st;

	if (stat(path, &st) == 0) {
		h = (unsigned long long)st.st_mtim.tv_sec * 1000000007ULL +
		    (unsigned long long)st.st_mtim.tv_nsec * 31 +
		    (unsigned long long)st.st_size * 7 + (unsigned long long)st.st_ino;
		if (S_ISDIR(st.st_mode))
			subdirs(path, depth, statsum, &h);
	}
	*sum = *sum * 1099511628211ULL + h;
}

/* polling: the stat sum of the paths that change with what (WatchRefs,
 * WatchIndex); HEAD and the index are the work tree's own (git dir),
 * the refs are shared by linked work trees (common dir) */
static unsigned long long
signature(int what)
{
	static const struct { int what, common; const char *name; } paths[] = {
		{ WatchRefs, 0, "HEAD" }, { WatchRefs, 1, "packed-refs" }, { WatchRefs, 1, "refs" },
		{ WatchIndex, 0, "index" },
	};
	char path[PATH_MAX];
	unsigned long long h = 0;
	size_t i;

	for (i = 0; i < LEN(paths); i++)
		if (paths[i].what == what) {
			snprintf(path, sizeof(path), "%s/%s",
			         paths[i].common ? w.commondir : w.gitdir, paths[i].name);
			statsum(path, 0, &h);
		}
	return h;
}

int
watch_poll(void)
{
	unsigned long long s = signature(WatchRefs), i = signature(WatchIndex);
	int changed = (s != w.sig ? WatchRefs : 0) | (i != w.isig ? WatchIndex : 0);

	w.sig = s, w.isig = i;
	return changed;
}

int
watch_start(const char *gitdir, const char *commondir, int how)
{
	watch_stop();
	w.gitdir = estrdup(gitdir);
	w.commondir = estrdup(commondir);
	if (how == WatchInotify && inotifystart() == 0)
		return WatchInotify;
	w.sig = signature(WatchRefs);
	w.isig = signature(WatchIndex);
	return WatchStat;
}

int watch_fd(void) { return w.fd; }

void
watch_stop(void)
{
	int i;

	if (w.fd >= 0)
		close(w.fd);
	w.fd = -1;
	for (i = 0; i < w.n; i++)
		free(w.dir[i]);
	free(w.wd), free(w.dir);
	w.wd = NULL, w.dir = NULL;
	w.n = w.cap = 0;
	w.top[0] = w.top[1] = -1;
}
