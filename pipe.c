/* See LICENSE file for copyright and license details.
 *
 * pipe.c: git as a child process and what it prints. pipe_spawn starts
 * git from an argv array (never a shell) with nonblocking pipes; the
 * event loop calls pipe_read when poll() says so, and records are framed
 * out of Proc.obuf with buf_line or parse_batch_next. The parsers of
 * what git prints are in parse.c and parsediff.c.
 */
#define _GNU_SOURCE  /* F_SETPIPE_SZ, where the system has it */
#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pipe.h"
#include "util.h"

#define ERRMAX  (64 * 1024)  /* stderr kept of one process */
#define READMAX (256 * 1024) /* bytes read from one pipe at a time */

extern char **environ;

void
pipe_trace(const char *fmt, ...)
{
	static int on = -1;
	char buf[4096], out[4 * sizeof(buf)];
	const unsigned char *a;
	const char *e;
	size_t n = 0;
	va_list ap;

	if (on < 0)
		on = (e = getenv("GITVIEW_TRACE")) && *e && strcmp(e, "0");
	if (!on)
		return;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	/* control characters (a path's newline) as \ooo: a line each */
	for (a = (const unsigned char *)buf; *a; a++) {
		if (*a < 0x20 || *a == 0x7F)
			n += sprintf(out + n, "\\%03o", *a);
		else
			out[n++] = *a;
	}
	out[n] = '\0';
	fprintf(stderr, "gitview: trace: %s\n", out);
}

/* Nothing a repository configures may run in a git of ours. Overridden
 * for every git gitview runs through GIT_CONFIG_COUNT (git 2.31), after
 * what the user's environment sets there: command scope, so it reaches
 * a git's own children too (range-diff's inner git log -p):
 *   core.fsmonitor=false      git diff-tree and status start the hook
 *   protocol.allow=never      a partial clone's lazy fetch runs a
 *                             transport or core.sshCommand
 *   log.showSignature=false   gpg.program, in git show -s and the inner
 *                             git log of range-diff, which take no switch
 *   core.hooksPath=/dev/null  no command of ours runs a hook; in case
 *   commit.gpgSign=false, tag.gpgSign=false   the commit's actions
 *                             (cherry-pick, revert, tag) sign nothing
 *                             with gpg.program
 *   submodule.recurse=false   checkout and reset stay out of submodules,
 *                             whose configuration is not read here
 *   filter.X.clean, .smudge, .process empty: no filter (convert.c
 *                             apply_filter); .required=false, or git
 *                             dies for the filter it lacks
 *   diff.X.textconv, diff.X.command, diff.external, merge.X.driver
 *                             empty: where one would run, git fails
 *                             instead (--no-ext-diff --no-textconv keep
 *                             our diffs from them)
 * The drivers' names are read once, from git config -z --list, which
 * runs nothing. A repository's protocol.<name>.allow=always outranks
 * protocol.allow; GIT_ALLOW_PROTOCOL, a list that names no transport,
 * outranks both (transport.c is_transport_allowed); git 2.45 and the
 * 2.39.4 security releases also know GIT_NO_LAZY_FETCH. The pager and
 * the editor: GIT_PAGER and GIT_EDITOR outrank core.pager and
 * core.editor. The user's own commands (pipe_spawnin) get the
 * environment gitview was started with; the commit's actions
 * (pipe_spawngit) this one. */
static char **userenv;
static char refused[TrustLast][256];  /* the key that made each refused */

static void
override(long *n, const char *key, const char *val)
{
	char name[64];

	snprintf(name, sizeof(name), "GIT_CONFIG_KEY_%ld", *n);
	setenv(name, key, 1);
	snprintf(name, sizeof(name), "GIT_CONFIG_VALUE_%ld", *n);
	setenv(name, val, 1);
	++*n;
}

/* a configured program of a driver: overridden, and noted where the
 * override would fail the command it runs in (pipe_refused) */
static void
driver(long *n, const char *key)
{
	static const struct { const char *sec, *var, *val; int kind; } drv[] = {
		{ "filter.", ".clean", "", -1 }, { "filter.", ".smudge", "", -1 },
		{ "filter.", ".process", "", -1 }, { "filter.", ".required", "false", -1 },
		{ "diff.", ".textconv", "", TrustTextconv }, { "diff.", ".command", "", -1 },
		{ "merge.", ".driver", "", TrustMerge },
	};
	size_t i, k = strlen(key), s, v;

	if (!strcmp(key, "diff.external"))
		override(n, key, "");
	for (i = 0; i < LEN(drv); i++) {
		s = strlen(drv[i].sec), v = strlen(drv[i].var);
		if (k < s + v || strncmp(key, drv[i].sec, s) || strcmp(key + k - v, drv[i].var))
			continue;
		override(n, key, drv[i].val);
		if (drv[i].kind >= 0 && !refused[drv[i].kind][0])
			snprintf(refused[drv[i].kind], sizeof(refused[0]), "%s", key);
	}
}

void
pipe_harden(void)
{
	static const char *const env[][2] = {
		{ "GIT_NO_LAZY_FETCH", "1" }, { "GIT_ALLOW_PROTOCOL", "gitview-allows-none" },
		{ "GIT_PAGER", "cat" }, { "GIT_EDITOR", ":" }, { "GIT_SEQUENCE_EDITOR", ":" },
		{ "GIT_TERMINAL_PROMPT", "0" },
	}, *const kv[][2] = {
		{ "core.fsmonitor", "false" }, { "protocol.allow", "never" },
		{ "log.showSignature", "false" }, { "core.hooksPath", "/dev/null" },
		{ "commit.gpgSign", "false" }, { "tag.gpgSign", "false" },
		{ "submodule.recurse", "false" },
	};
	static const char *const list[] = { "git", "config", "-z", "--list", NULL };
	const char *e = getenv("GIT_CONFIG_COUNT");
	char num[32], *rec, *end;
	long n = e && *e ? strtol(e, NULL, 10) : 0;
	size_t i;
	Buf out = { 0 };

	for (i = 0; environ[i]; i++)
		;
	userenv = ecalloc(i + 1, sizeof(*userenv));
	memcpy(userenv, environ, i * sizeof(*userenv));
	for (i = 0; i < LEN(env); i++)
		setenv(env[i][0], env[i][1], 1);
	if (n < 0 || n > 1000000)  /* git would refuse it anyway */
		n = 0;
	for (i = 0; i < LEN(kv); i++)
		override(&n, kv[i][0], kv[i][1]);
	snprintf(num, sizeof(num), "%ld", n);
	setenv("GIT_CONFIG_COUNT", num, 1);
	/* KEY\nVALUE\0 a record; outside a repository, the user's own */
	pipe_run(list, &out, NULL);
	pipe_bufadd(&out, "", 1);
	for (rec = out.buf; rec < out.buf + out.len - 1; rec = end + 1) {
		end = rec + strlen(rec);
		rec[strcspn(rec, "\n")] = '\0';
		driver(&n, rec);
	}
	pipe_buffree(&out);
	snprintf(num, sizeof(num), "%ld", n);
	setenv("GIT_CONFIG_COUNT", num, 1);
}

/* the configured key that keeps gitview from running a kind of command
 * (TrustMerge: remerge-diff; TrustTextconv: range-diff), or NULL */
const char *
pipe_refused(int kind)
{
	return refused[kind][0] ? refused[kind] : NULL;
}

/* one line a command: control characters (a newline in a path) as \ooo */
static void
traceargv(const char *const argv[])
{
	char line[4096];
	const unsigned char *a;
	size_t n = 0;
	int i;

	for (i = 0; argv[i] && n + 2 < sizeof(line); i++) {
		if (i)
			line[n++] = ' ';
		for (a = (const unsigned char *)argv[i]; *a && n + 1 < sizeof(line); a++)
			line[n++] = *a;  /* pipe_trace escapes what would break the line */
	}
	line[n] = '\0';
	pipe_trace("run: %s", line);
}

static int
cloexec(int fd, int nonblock)
{
	if (fcntl(fd, F_SETFD, FD_CLOEXEC) < 0)
		return -1;
	if (nonblock && fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) < 0)
		return -1;
	return 0;
}

static void
closefd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

void
pipe_init(Proc *p)
{
	memset(p, 0, sizeof(*p));
	p->in = p->out = p->err = -1;
}

/* A byte on a pipe of ours at each SIGCHLD, so that poll() wakes when
 * a child has exited and it is reaped then, not a timer's tick after its
 * pipes closed (whether a patch failed waits for its exit status) */
static int exitpipe[2] = { -1, -1 };

static void
onexit(int sig)
{
	int e = errno;
	ssize_t r;

	(void)sig;
	r = write(exitpipe[1], "", 1);  /* when full, a wake-up waits already */
	(void)r;
	errno = e;
}

/* SIGTERM (a window manager's kill, a logout), SIGINT, SIGHUP: noted,
 * and the loop woken by the same pipe, to end as q does: its files
 * removed, its children killed */
static volatile sig_atomic_t stopsig;

static void
onstop(int sig)
{
	int e = errno;
	ssize_t r;

	stopsig = sig;
	r = write(exitpipe[1], "", 1);
	(void)r;
	errno = e;
}

int pipe_stopsig(void) { return stopsig; }

int
pipe_exitfd(void)
{
	static const int stops[] = { SIGTERM, SIGINT, SIGHUP };
	struct sigaction sa, old;
	size_t i;

	if (exitpipe[0] >= 0)
		return exitpipe[0];
	if (pipe(exitpipe) < 0 || cloexec(exitpipe[0], 1) || cloexec(exitpipe[1], 1)) {
		closefd(&exitpipe[0]), closefd(&exitpipe[1]);
		return -1;
	}
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = onexit;
	sa.sa_flags = SA_RESTART | SA_NOCLDSTOP;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGCHLD, &sa, NULL);
	sa.sa_handler = onstop;
	sa.sa_flags = SA_RESTART;
	/* nohup's, a background job's: kept */
	for (i = 0; i < sizeof(stops) / sizeof(stops[0]); i++)
		if (sigaction(stops[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
			sigaction(stops[i], &sa, NULL);
	return exitpipe[0];
}

void
pipe_exitdrain(void)
{
	char b[64];

	while (exitpipe[0] >= 0 && read(exitpipe[0], b, sizeof(b)) > 0)
		;
}

/* Every child started and not yet reaped, so that none is left behind:
 * pipe_kill leaves the one it kills here (dying) for pipe_sweep to reap
 * without waiting, and pipe_killall is for the ways out. As git's
 * run-command keeps its children_to_clean. */
typedef struct {
	pid_t pid;
	int dying;
} Child;
static Child *kids;
static size_t nkids, kidscap;

static void
kid_add(pid_t pid)
{
	if (nkids == kidscap)
		kids = erealloc(kids, (kidscap = kidscap ? 2 * kidscap : 16) * sizeof(*kids));
	kids[nkids].pid = pid;
	kids[nkids++].dying = 0;
}

static void
kid_del(pid_t pid)
{
	size_t i;

	for (i = 0; i < nkids; i++)
		if (kids[i].pid == pid) {
			kids[i] = kids[--nkids];
			break;
		}
}

/* Start argv[0] found on PATH with its stdout and stderr (and stdin when
 * wantin) on pipes of ours. The parent's ends are close-on-exec, so no
 * other child inherits them; posix_spawn does the fork-and-exec with
 * nothing of ours running in the child. */
int
pipe_spawn(Proc *p, const char *const argv[], int wantin)
{
	return pipe_spawnin(p, argv, wantin, NULL);
}

static int spawn(Proc *p, const char *const argv[], int wantin, const char *dir,
                 char **env);

/* the same in directory dir (NULL: ours); where the C library cannot
 * change it for the child alone, ours. With a dir, it is a command of
 * the user's (usercmd.c): it gets the environment gitview was started
 * with, as in their shell, where filters and hooks work as they expect */
int
pipe_spawnin(Proc *p, const char *const argv[], int wantin, const char *dir)
{
	return spawn(p, argv, wantin, dir, dir && userenv ? userenv : environ);
}

/* a git that writes for the user (the commit's actions) in dir, with
 * the environment of gitview's own: nothing the repository configures
 * runs there either */
int
pipe_spawngit(Proc *p, const char *const argv[], const char *dir)
{
	return spawn(p, argv, 0, dir, environ);
}

static int
spawn(Proc *p, const char *const argv[], int wantin, const char *dir, char **env)
{
	posix_spawn_file_actions_t fa;
	int in[2] = { -1, -1 }, out[2] = { -1, -1 }, err[2] = { -1, -1 };
	int r, devnull = -1;

	/* a process that ended leaves what it printed for its reader: the
	 * next one in its place starts empty, the old buffers freed */
	pipe_buffree(&p->obuf);
	pipe_buffree(&p->ebuf);
	pipe_buffree(&p->ibuf);
	pipe_init(p);
	traceargv(argv);
	if (pipe(out) < 0 || pipe(err) < 0 || (wantin && pipe(in) < 0) ||
	    (!wantin && (devnull = open("/dev/null", O_RDONLY)) < 0) ||
	    cloexec(out[0], 1) || cloexec(out[1], 0) || cloexec(err[0], 1) ||
	    cloexec(err[1], 0) || (wantin && (cloexec(in[0], 0) || cloexec(in[1], 1))) ||
	    (devnull >= 0 && cloexec(devnull, 0)))
		goto fail;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, wantin ? in[0] : devnull, 0);
	posix_spawn_file_actions_adddup2(&fa, out[1], 1);
	posix_spawn_file_actions_adddup2(&fa, err[1], 2);
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 29)
	if (dir)
		posix_spawn_file_actions_addchdir_np(&fa, dir);
#else
	(void)dir;
#endif
	r = posix_spawnp(&p->pid, argv[0], &fa, NULL, (char *const *)argv, env);
	posix_spawn_file_actions_destroy(&fa);
	closefd(&out[1]);
	closefd(&err[1]);
	closefd(&in[0]);
	closefd(&devnull);
	if (r) {
		errno = r;
		p->pid = 0;
		goto fail;
	}
	kid_add(p->pid);
#ifdef F_SETPIPE_SZ
	/* fewer, larger reads: git writes faster than one page at a time */
	fcntl(out[0], F_SETPIPE_SZ, 1 << 20);
#endif
	p->out = out[0];
	p->err = err[0];
	p->in = in[1];
	return 0;
fail:
	r = errno;
	closefd(&in[0]), closefd(&in[1]), closefd(&out[0]), closefd(&out[1]);
	closefd(&err[0]), closefd(&err[1]), closefd(&devnull);
	errno = r;
	return -1;
}

static long
readinto(int *fd, Buf *b, size_t max)
{
	ssize_t r;

	if (*fd < 0)
		return 0;
	pipe_bufcompact(b);
	/* a backlog (the load's read ahead while the window opened) is not
	 * kept for the rest of the load once it has been parsed */
	if (b->cap > 4 * max && b->len < max) {
		b->cap = b->len + max;
		b->buf = erealloc(b->buf, b->cap);
	}
	/* grown only when a quarter of a read is left: a fresh page costs a
	 * fault (10 us on make bench's two-core virtual machine) */
	if (b->cap - b->len < max / 4) {
		b->cap = MAX(b->cap * 2, b->len + max);
		b->buf = erealloc(b->buf, b->cap);
	}
	do
		r = read(*fd, b->buf + b->len, MIN(max, b->cap - b->len));
	while (r < 0 && errno == EINTR);
	if (r < 0)
		return errno == EAGAIN || errno == EWOULDBLOCK ? -1 : (closefd(fd), 0);
	if (r == 0)
		closefd(fd);
	b->len += r;
	return r;
}

long
pipe_read(Proc *p)
{
	return readinto(&p->out, &p->obuf, READMAX);
}

long
pipe_readerr(Proc *p)
{
	long r = readinto(&p->err, &p->ebuf, 4096);

	p->ebuf.len = MIN(p->ebuf.len, ERRMAX);  /* the rest is read and dropped */
	return r;
}

int
pipe_flush(Proc *p)
{
	ssize_t r;
	Buf *b = &p->ibuf;

	while (p->in >= 0 && b->off < b->len) {
		r = write(p->in, b->buf + b->off, b->len - b->off);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			if (errno == EAGAIN || errno == EWOULDBLOCK)
				return -1;
			closefd(&p->in);  /* EPIPE: the child is gone */
			break;
		}
		b->off += r;
	}
	if (b->off == b->len)
		b->off = b->len = 0;
	return b->len ? -1 : 0;
}

/* queued only: the event loop writes it once poll says the pipe takes
 * it, after what the loop starts first (a key's diff: the child woken
 * here would take the CPU the diff's start waits for) */
int
pipe_write(Proc *p, const char *s, size_t n)
{
	pipe_bufadd(&p->ibuf, s, n);
	return -1;
}

int
pipe_reap(Proc *p, int block)
{
	pid_t r;

	if (!p->pid)
		return 1;
	do
		r = waitpid(p->pid, &p->status, block ? 0 : WNOHANG);
	while (r < 0 && errno == EINTR);
	if (r == 0)
		return 0;
	if (r < 0)
		p->status = 0;
	kid_del(p->pid);
	p->pid = 0;
	return 1;
}

/* Never waits: SIGKILL, as what gitview runs only reads and has nothing
 * to clean up, and SIGKILL is not caught, ignored or held up by a stopped
 * process; the child is reaped here if it is gone already, else later by
 * pipe_sweep. */
void
pipe_kill(Proc *p)
{
	size_t i;

	closefd(&p->in);
	closefd(&p->out);
	closefd(&p->err);
	if (p->pid) {
		kill(p->pid, SIGKILL);
		for (i = 0; i < nkids; i++)
			if (kids[i].pid == p->pid)
				kids[i].dying = 1;
		pipe_sweep();
		p->pid = 0;
	}
	pipe_buffree(&p->obuf);
	pipe_buffree(&p->ebuf);
	pipe_buffree(&p->ibuf);
	pipe_init(p);  /* ready to spawn again */
}

int
pipe_sweep(void)
{
	size_t i = 0;
	int left = 0;
	pid_t r;

	while (i < nkids) {
		if (kids[i].dying && ((r = waitpid(kids[i].pid, NULL, WNOHANG)) > 0 ||
		    (r < 0 && errno == ECHILD))) {
			kid_del(kids[i].pid);
			continue;  /* kids[i] is another one now */
		}
		left += kids[i++].dying;
	}
	return left;
}

void
pipe_killall(void)
{
	size_t i;

	for (i = 0; i < nkids; i++)
		kill(kids[i].pid, SIGKILL);
}

int
pipe_running(const Proc *p)
{
	return p->pid || p->out >= 0 || p->err >= 0;
}

const char *
pipe_errline(Proc *p)
{
	char *s, *e;

	pipe_bufadd(&p->ebuf, "", 1);  /* NUL, not counted */
	p->ebuf.len--;
	s = p->ebuf.buf + p->ebuf.off;
	e = s + p->ebuf.len - p->ebuf.off;
	while (e > s && (e[-1] == '\n' || e[-1] == ' '))
		*--e = '\0';
	while (e > s && e[-1] != '\n')
		e--;
	return e;
}

/* out (cap words): base's words, then the extra ones up to a NULL, and
 * a NULL; the words that fit, but for the NULL */
int
pipe_argv(const char **out, int cap, const char *const base[], ...)
{
	va_list ap;
	const char *w;
	int n = 0, i;

	for (i = 0; base[i] && n < cap - 1; i++)
		out[n++] = base[i];
	va_start(ap, base);
	while ((w = va_arg(ap, const char *)) && n < cap - 1)
		out[n++] = w;
	va_end(ap);
	out[n] = NULL;
	return n;
}

int
pipe_run(const char *const argv[], Buf *out, Buf *err)
{
	return pipe_runbeside(argv, out, err, NULL);
}

int
pipe_runbeside(const char *const argv[], Buf *out, Buf *err, Proc *beside)
{
	struct pollfd pfd[3];
	Proc p = { 0 };  /* no buffers for pipe_spawn to free */

	if (pipe_spawn(&p, argv, 0) < 0)
		return -1;
	while (p.out >= 0 || p.err >= 0) {
		pfd[0].fd = p.out, pfd[0].events = POLLIN;
		pfd[1].fd = p.err, pfd[1].events = POLLIN;
		pfd[2].fd = beside ? beside->out : -1, pfd[2].events = POLLIN;
		if (poll(pfd, 3, -1) < 0 && errno != EINTR)
			break;
		if (pfd[0].revents)
			pipe_read(&p);
		if (pfd[1].revents)
			pipe_readerr(&p);
		if (pfd[2].revents)
			pipe_read(beside);
	}
	pipe_reap(&p, 1);
	if (out)
		pipe_bufadd(out, p.obuf.buf + p.obuf.off, p.obuf.len - p.obuf.off);
	if (err)
		pipe_bufadd(err, p.ebuf.buf + p.ebuf.off, p.ebuf.len - p.ebuf.off);
	pipe_buffree(&p.obuf);
	pipe_buffree(&p.ebuf);
	return WIFEXITED(p.status) ? WEXITSTATUS(p.status) : 128;
}

void
pipe_bufadd(Buf *b, const char *s, size_t n)
{
	if (b->len + n > b->cap) {
		pipe_bufcompact(b);
		if (b->len + n > b->cap) {
			b->cap = MAX(b->cap * 2, b->len + n + 256);
			b->buf = erealloc(b->buf, b->cap);
		}
	}
	if (n)
		memcpy(b->buf + b->len, s, n);
	b->len += n;
}

/* drop what was consumed; cheap when nothing or everything was */
void
pipe_bufcompact(Buf *b)
{
	if (b->off == 0)
		return;
	if (b->off < b->len)
		memmove(b->buf, b->buf + b->off, b->len - b->off);
	b->len -= b->off;
	b->off = 0;
}

void
pipe_buffree(Buf *b)
{
	free(b->buf);
	memset(b, 0, sizeof(*b));
}

const char *
pipe_bufline(Buf *b, size_t *n)
{
	char *s, *nl;

	if (b->off >= b->len)
		return NULL;
	s = b->buf + b->off;
	if (!(nl = memchr(s, '\n', b->len - b->off)))
		return NULL;
	*n = nl - s;
	b->off += *n + 1;
	return s;
}

