/* See LICENSE file for copyright and license details. */

/* a growable byte buffer that records are framed out of */
typedef struct {
	char *buf;
	size_t len;  /* bytes held, from buf[0] */
	size_t off;  /* bytes already consumed */
	size_t cap;
} Buf;

/* a child git process; fds are -1 when closed */
typedef struct {
	pid_t pid;   /* 0 when none or reaped */
	int in;      /* its stdin, nonblocking, or -1 */
	int out;     /* its stdout, nonblocking */
	int err;     /* its stderr, nonblocking */
	int status;  /* wait status once reaped */
	Buf obuf;    /* what it printed on stdout, not yet consumed */
	Buf ebuf;    /* what it printed on stderr (first 64 KiB) */
	Buf ibuf;    /* what is waiting to be written to its stdin */
	int held;    /* its reader is behind: stdout is not read, git waits */
} Proc;

void pipe_trace(const char *fmt, ...);
void pipe_harden(void);           /* repository config runs nothing */
enum { TrustMerge, TrustTextconv, TrustLast };
const char *pipe_refused(int kind);  /* the key that stops a kind of git, or NULL */
void pipe_init(Proc *p);          /* no process yet */
/* p: zeroed, pipe_init's or an ended process's, whose buffers are freed */
int pipe_spawn(Proc *p, const char *const argv[], int wantin);
int pipe_spawnin(Proc *p, const char *const argv[], int wantin, const char *dir);
int pipe_spawngit(Proc *p, const char *const argv[], const char *dir);  /* hardened, in dir */
long pipe_read(Proc *p);          /* bytes read, 0 at EOF, -1 nothing now */
long pipe_readerr(Proc *p);
int pipe_write(Proc *p, const char *s, size_t n);  /* queue: the loop flushes */
int pipe_flush(Proc *p);          /* 0 when all is written */
int pipe_reap(Proc *p, int block);/* 1 once reaped */
void pipe_kill(Proc *p);          /* kill, close, free; never waits; p can spawn again */
int pipe_sweep(void);             /* reap the killed; how many still dying */
void pipe_killall(void);          /* kill every child (before exiting) */
int pipe_running(const Proc *p);
int pipe_exitfd(void);            /* readable once a child exited, or -1 */
void pipe_exitdrain(void);        /* read what it holds, before reaping */
int pipe_stopsig(void);           /* SIGTERM, SIGINT or SIGHUP came (once the above is set up) */
const char *pipe_errline(Proc *p);/* last nonblank stderr line, or "" */

#define ARGVMAX 32  /* words of a git command line built with pipe_argv */
int pipe_argv(const char **out, int cap, const char *const base[], ...);

/* run argv to completion (only before the window exists) */
int pipe_run(const char *const argv[], Buf *out, Buf *err);
/* the same, reading beside's stdout meanwhile (not parsed): a git
 * walking beside it is not held up by a full pipe */
int pipe_runbeside(const char *const argv[], Buf *out, Buf *err, Proc *beside);

void pipe_bufadd(Buf *b, const char *s, size_t n);
void pipe_bufcompact(Buf *b);
void pipe_buffree(Buf *b);
/* the next complete line (without '\n'), or NULL; *n its length */
const char *pipe_bufline(Buf *b, size_t *n);

