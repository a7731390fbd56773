/* See LICENSE file for copyright and license details.
 *
 * parse.h: the parsers of git's formats and the argv whose output each
 * reads: the history's (parse.c), then what a commit changed
 * (parsediff.c). Needs pipe.h (Buf) first.
 */

/* parse.c */

extern const char *const revlistargv[], *const catfileargv[];
extern const char *const refargv[], *const logargv[], *const showrefargv[];
extern const char *const ownorder[];   /* NULL-ended */

/*
 * One line of `git rev-list --parents`: an optional mark ('-' boundary,
 * '<' or '>' with --left-right, '=' an equivalent on the other side and
 * '+' none with --cherry-mark, '^'), then ids separated by one space.
 * Id i starts at hex + i * (hashlen + 1).
 */
typedef struct {
	char mark;       /* 0 or the mark character */
	int hashlen;     /* hex digits of one id: 40 or 64 */
	int nids;        /* the commit and its parents */
	const char *hex;
} RevLine;
int parse_rev(const char *s, size_t n, RevLine *r);

/*
 * What gitview does with one of the user's arguments (before "--"):
 * ArgGit, git's to read; ArgPrint, an option that only changes how git
 * prints (--oneline, --format=..., --graph, --stat, ...), which gitview,
 * drawing its own list from a format of its own, does not give to git.
 */
enum { ArgGit, ArgPrint };
int parse_argkind(const char *arg);

/*
 * The history from `git log` (logargv) in place of rev-list, when the
 * user's arguments have an option only git log takes: parse_logonly
 * says so for user[0..n) (LogOnly), and LogFollow for --follow, which
 * also wants each commit's paths (--name-status, the lines between).
 * parse_log reads a commit's line, "\001" then rev-list's form (a root's
 * ends with a space); parse_status one "M\tpath" or "R100\told\tnew"
 * line, paths C-quoted as git quotes them, into old and now (NUL-ended;
 * old empty but for a rename or copy). Each returns 0 or -1.
 */
enum { LogOnly = 1, LogFollow = 2 };
int parse_logonly(const char *const *user, int n);
int parse_log(const char *s, size_t n, RevLine *r);
int parse_status(const char *s, size_t n, char *old, char *now, size_t cap);

/* `<oid> <type> <size>` or `<oid> missing` from cat-file --batch */
typedef struct {
	int missing;
	int hashlen;
	const char *hex;
	char type[16];
	size_t size;
} BatchHdr;
int parse_batch(const char *s, size_t n, BatchHdr *h);
/* a whole record at the front of b: header and body, or 0 if incomplete */
int parse_batch_next(Buf *b, BatchHdr *h, const char **body);

/* a raw commit object: spans into its buffer */
typedef struct {
	const char *s;
	size_t n;
} Span;
typedef struct {
	Span tree;
	Span aname, amail, cname, cmail;
	long long atime, ctime;
	int atz, ctz;        /* minutes east of UTC */
	Span encoding;       /* empty when UTF-8 */
	Span message;        /* everything after the blank line */
	Span subject;        /* first paragraph, lines joined by spaces */
	int nparents;
} CommitInfo;
int parse_commit(const char *s, size_t n, CommitInfo *ci);
/* subject as one line in UTF-8 (from its encoding), control-free */
size_t parse_subject(const CommitInfo *ci, char *out, size_t cap);
/* s[0..n) in the encoding named (UTF-8 when empty) as UTF-8 in a new
 * buffer; invalid bytes are kept for the drawing to replace */
char *parse_decode(const Span *enc, const char *s, size_t n, size_t *outlen);

/*
 * One line of `git for-each-ref --format='%(HEAD) %(objectname)
 * %(objecttype) %(*objectname) %(*objecttype) %(refname)'` (refargv,
 * above). An annotated tag is peeled: hex is the commit it tags.
 * Returns -1 for a line that is not one, or names no commit.
 */
enum { RefHead, RefBranch, RefRemote, RefTag, RefOther, RefLast };
typedef struct {
	int kind;
	int current;     /* the branch HEAD is on */
	int peel;        /* hex is a tag's: a tag of a tag, to peel further */
	Span ref;        /* the whole name, refs/... */
	int hashlen;     /* hex digits */
	const char *hex; /* the commit */
	Span name;       /* without refs/heads/, refs/tags/, refs/remotes/ */
} RefLine;
int parse_ref(const char *s, size_t n, RefLine *r);
/* a line "<oid> <refname>^{}" of `git show-ref -d` (showrefargv): the
 * object a tag of tags peels to at last; other lines give -1 */
int parse_peeled(const char *s, size_t n, RefLine *r);

/*
 * Find and filter patterns: an optional field prefix, then a POSIX
 * extended regular expression, case-insensitive unless it has an upper
 * case letter. parse_pattern returns 0, or -1 with a message in err.
 */
enum { FieldAny, FieldMsg, FieldAuthor, FieldCommitter, FieldSha, FieldPath,
       FieldAdds, FieldChanges, FieldLast };
typedef struct {
	int field;
	int icase;
	const char *text;   /* after the prefix, NUL-terminated */
} Pattern;
int parse_pattern(const char *s, Pattern *p, char *err, size_t errcap);

/*
 * The view's own arguments, user[0..nuser): the first nrev are options
 * and revisions (the rest "--" and paths, or paths without "--"); log
 * is parse_logonly's answer for them.
 */
typedef struct {
	const char *const *user;
	int nuser, nrev, log;
} ViewArgs;

/*
 * The git command lines that list the commits matching p among those of
 * the view v: a bare pattern needs three, one each for the message, the
 * author and the committer; sha: needs none (it is matched in memory).
 * git log runs them when the view needs it. Fills cmds[k][...] (each
 * NULL-ended, pointing into p, v's arguments, and buf) and returns how
 * many.
 */
#define PATTERNARGS 16
int parse_pattern_cmds(const Pattern *p, const ViewArgs *v,
                      const char **cmds[3], char *buf, size_t cap);

/* a word of hex digits in a message that may name a commit: the next
 * one from *at, which it sets to its start; its length, 0 when none */
#define HEXLINKMIN 7
size_t parse_hexword(const char *s, size_t n, size_t *at);

/* parsediff.c */

extern const char *const rangeargv[], *const blameargv[];

/*
 * One record of `git diff-tree -r -z --raw`: ":OLDMODE NEWMODE OLD NEW S"
 * (with one more colon, mode and id per parent for a merge's combined
 * form) then NUL, the path and NUL, and for a rename or copy the new path
 * and NUL. parse_raw returns the bytes the record takes, 0 if it is
 * not all there yet, -1 if s does not start one.
 */
typedef struct {
	int nparents;
	char status;     /* A C D M R T U X; M for a merge's mixed status */
	int score;       /* similarity of a rename or copy */
	Span path;       /* the path now */
	Span oldpath;    /* a rename's or copy's source, else empty */
	unsigned int oldmode, newmode;  /* of one parent's record, else 0 */
	Span oldid, newid;              /* of one parent's record, else empty */
} RawEntry;
long parse_raw(const char *s, size_t n, RawEntry *e);
#define GITLINKMODE 0160000  /* a submodule's entry: the commit it records */

/* what a line of a patch is, read in order through a PatchState */
enum {
	PatchText,     /* before the first diff: not part of a patch */
	PatchFile,     /* diff --git, diff --cc, diff --combined */
	PatchMeta,     /* index, modes, renames, ---, +++, Binary files... */
	PatchHunk,     /* @@ ... @@ */
	PatchAdd,
	PatchDel,
	PatchContext,
	PatchNoEol,    /* \ No newline at end of file */
	PatchLast
};
typedef struct {
	int inhunk;
	int ncols;     /* +/- columns: 1, or the parents of a combined diff */
} PatchState;
int parse_patch_line(PatchState *st, const char *s, size_t n);

/*
 * The options of the patch, as a user sets them while browsing: they go
 * to git diff-tree as arguments. parse_diffargv builds its whole argv,
 * for one commit (b NULL) or from commit a to commit b: diffargv, the
 * options, the ids, then -- and the view's paths (paths[0..npaths), the
 * user's arguments after --) unless allpaths. num (numcap bytes) holds
 * the words it formats. out takes at least DIFFARGVMAX(npaths) words;
 * returns how many it wrote, out NULL-ended.
 */
#define DIFFCONTEXT 3      /* git's default lines of context */
typedef struct {
	int ignorews;          /* -w */
	int context;           /* -U<n> */
	int allpaths;          /* the whole commit, not the view's paths */
} DiffOpts;
#define DIFFARGVMAX(npaths)  (24 + (npaths))
int parse_diffargv(const char **out, const DiffOpts *o, const char *a,
                   const char *b, const char *const *paths, int npaths,
                   char *num, size_t numcap);
/* the local changes as a commit's patch is: unstagedargv or stagedargv
 * (and HEAD) with the options, or (probe) whether there are any, their
 * exit status (unstagedprobe, stagedprobe); the view's paths after --
 * unless the options want all (a probe takes them always) */
int parse_localargv(const char **out, const DiffOpts *o, int staged, int probe,
                    const char *const *paths, int npaths, char *num, size_t numcap);
/* a hunk header's first old and new line numbers (a two-way diff's) */
int parse_hunk(const char *s, size_t n, long *oldno, long *newno);
/* does a `diff --git` line name path as its new path? */
int parse_diffnames(const char *s, size_t n, const char *path, size_t pn);

/*
 * git blame --incremental, a line at a time: parse_blame_line returns 1
 * when a record is complete in bp->rec, 0 when more lines are needed,
 * -1 for a line that does not belong. A commit's author and summary come
 * only with its first record (hasauthor).
 */
typedef struct {
	char hex[65];             /* 64 hex digits at most */
	long orig, final, count;  /* lines: in that commit, now, how many */
	int boundary, hasauthor;
	char author[128];
	long long atime;
	int atz;
	char summary[256];
	char prevhex[65];         /* empty when the lines began there */
	char prevpath[1024];
	char filename[1024];
} BlameRec;
typedef struct {
	int inrec;
	BlameRec rec;
} BlameParse;
int parse_blame_line(BlameParse *bp, const char *s, size_t n);

/* a path as git prints it, C-quoted or not, to its bytes */
size_t parse_unquote(const char *s, size_t n, char *out, size_t cap);

/* a line of git range-diff as a patch line's kind: PatchFile for a
 * pair line (= or !) that heads a commit's part, PatchDel and PatchAdd
 * for a commit of one side only (< and >); below it PatchHunk, PatchMeta
 * (## path ##), PatchAdd, PatchDel, PatchContext by the outer sign */
int parse_range_line(const char *s, size_t n);

