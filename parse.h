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

/* a line of `git rev-list --parents`: a mark (- < > = + ^) or none, then
 * ids separated by one space; id i starts at hex + i * (hashlen + 1) */
typedef struct {
	char mark;       /* 0 or the mark character */
	int hashlen;     /* hex digits of one id: 40 or 64 */
	int nids;        /* the commit and its parents */
	const char *hex;
} RevLine;
int parse_rev(const char *s, size_t n, RevLine *r);
/* the same, and the ids in binary into ids (n / 2 bytes at most) */
int parse_revids(const char *s, size_t n, RevLine *r, unsigned char *ids);

/* a user's argument before "--": git's to read (ArgGit), or an option
 * that only changes how git prints (--oneline, --stat), kept from git, or
 * one that chooses the notes shown (--notes=REF, --no-notes): the notes'
 * git log's (notesargv) and not rev-list's, which refuses them */
enum { ArgGit, ArgPrint, ArgNotes };
int parse_argkind(const char *arg);
/* git log -1 NOTES-OPTIONS COMMIT -- in oneline's form: a commit's notes
 * after its line, as git log shows them after its message; parse_notes
 * finds them (len 0: none). Does opts[0..n) turn the notes off */
extern const char *const notesargv[];
const char *parse_notes(const char *s, size_t n, size_t *len);
int parse_notesoff(const char *const *opts, int n);

/*
 * git log (logargv) in place of rev-list for user[0..n) with an option
 * only log takes (LogOnly); --follow also wants each commit's paths
 * (LogFollow); -L each commit's patch of its lines (LogLines); git log's
 * %m is '<' or '>' on every commit, a side only with --left-right (LogSides);
 * -g walks a reflog, an entry a line, a commit as often as it is there.
 * parse_log reads "\001" then rev-list's form (a root's ends with a
 * space); parse_status "M\tpath" or "R100\told\tnew", C-quoted,
 * into old (empty but for a rename or copy) and now. 0 or -1.
 */
enum { LogOnly = 1, LogFollow = 2, LogLines = 4, LogSides = 8, LogReflog = 16 };
/* -g (LogReflog): each entry's line, then "\002SELECTOR: MESSAGE" */
extern const char reflogformat[];
int parse_logonly(const char *const *user, int n);
/* does the user's argument still apply to L's `git log -L A,B:PATH COMMIT`? */
int parse_linekeep(const char *arg);
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
long parse_graphcommits(const char *commondir);  /* commits of its commit-graph files */

/* a line of for-each-ref (refargv), an annotated tag peeled: hex is the
 * commit it tags; -1 for a line that is not one, or names no commit */
/* in the order a commit's labels are drawn (refs_add): bisect's marks
 * right after the branches, where a crowded row does not fold them away */
enum { RefHead, RefBranch, RefBad, RefGood, RefRemote, RefTag, RefOther,
       RefWorktree, RefStash,  /* linked worktrees' HEADs */
       RefLast };
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

/* a record of `git for-each-ref` in refsargv's format, fields ended by
 * NUL, the record by a newline (not part of s[0..n)): a ref with its
 * commit's subject and date; for a tag of a tag (git 2.39 peels one
 * level) hex is empty and the subject and date are the outer tag's */
typedef struct {
	int kind;        /* RefBranch, RefRemote, RefTag, RefOther... */
	Span ref;        /* refs/... */
	Span name;       /* without refs/heads/, refs/remotes/, refs/tags/ */
	Span hex;        /* the commit, or empty when not known to be one */
	int peel;        /* a tag of a tag: REF^{commit} is to be asked */
	Span subject, date;
} RefEntry;
extern const char *const refsargv[];
int parse_refentry(const char *s, size_t n, RefEntry *e);
/* worktreeargv's blocks, taken one at a time from *at on: -1 past the last */
extern const char *const worktreeargv[];
typedef struct {
	Span path, hex, branch;  /* hex empty: bare; branch empty: detached */
} Worktree;
int parse_worktree(const char *s, size_t n, size_t *at, Worktree *w);
/* BISECT_NAMES' paths: git's 'quoted' words, unquoted in place */
int parse_sqwords(char *s, char **word, int max);

/* find and filter patterns: a field prefix or none, then an extended
 * regex, case-insensitive unless it has an upper case letter; -1 with a
 * message in err */
enum { FieldAny, FieldMsg, FieldAuthor, FieldCommitter, FieldSha, FieldPath,
       FieldAdds, FieldChanges, FieldLast };
typedef struct {
	int field;
	int icase;
	const char *text;   /* after the prefix, NUL-terminated */
} Pattern;
int parse_pattern(const char *s, Pattern *p, char *err, size_t errcap);

/* the view's arguments: the first nrev options and revisions, the rest
 * paths ("--" or not); log is parse_logonly's answer for them */
typedef struct {
	const char *const *user;
	int nuser, nrev, log;
	const char *const *notes;  /* the notes options, kept from git rev-list */
	int nnotes;
	const char *name;       /* F4's or views[]'s for the title; NULL: the start's */
} ViewArgs;

/* the git command line that finds the commits of v matching p, into cmd
 * (NULL-ended, pointing into p, v and buf): PatIds when git prints the
 * ids of the matches a line each (path:, adds:, changes:), PatRecords
 * when it prints every commit for find to match (parse_findrec), PatNone
 * for sha: (matched in memory), -1 when buf is too small */
enum { PatNone, PatIds, PatRecords };
#define PATTERNARGS 16
int parse_pattern_cmd(const Pattern *p, const ViewArgs *v, const char **cmd,
                      char *buf, size_t cap);
/* a record of PatRecords' command in s[0..n): its length, 0 when not all
 * there, minus its length when it names no commit (to be skipped). The
 * fields are NUL-terminated in s, empty when not asked for: the author
 * and the committer as "Name <mail>", the message as git keeps it */
typedef struct {
	char *hex;  /* the commit's id, 2 * hashlen hex digits, not terminated */
	char *author, *committer, *msg;
} FindRec;
long parse_findrec(char *s, size_t n, int hashlen, FindRec *r);

/* a word of hex digits in a message that may name a commit: the next
 * one from *at, which it sets to its start; its length, 0 when none */
#define HEXLINKMIN 7
size_t parse_hexword(const char *s, size_t n, size_t *at);

/* parsediff.c */

extern const char *const rangeargv[], *const blameargv[], *const originargv[];

/* a record of `git diff-tree -r -z --raw` (a colon more per parent for
 * a merge's): the bytes it takes, 0 if not all there, -1 if not one */
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
 * The patch's options as a user sets them. parse_diffargv's argv, for
 * one commit (b NULL) or from a to b: the options, the ids, then -- and
 * the view's paths unless allpaths. num holds the words it formats; out
 * takes DIFFARGVMAX(npaths) words; returns how many, out NULL-ended.
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
/* merge id's --remerge-diff, in parse_diffargv's shape and words */
int parse_remergeargv(const char **out, const DiffOpts *o, const char *id,
                      const char *const *paths, int npaths, char *num, size_t numcap);
/* the local changes as a commit's patch is, or (probe) an argv whose
 * exit status says whether any are; a probe takes the paths always */
/* whether the unstaged probe's output names a change in the work tree */
int parse_unstaged(const char *s, size_t n);
int parse_localargv(const char **out, const DiffOpts *o, int staged, int probe,
                    const char *const *paths, int npaths, char *num, size_t numcap);
/* a hunk header's first old and new line numbers (a two-way diff's) */
int parse_hunk(const char *s, size_t n, long *oldno, long *newno);
/* a hunk header's first line numbers, a combined diff's too: of ncols
 * parents (the @ signs less one) and the result, "@@@ -a,b -c,d +e,f @@@"
 * giving nos[0] a, nos[1] c, nos[2] e; 0 or -1 */
int parse_hunkcols(const char *s, size_t n, int ncols, long *nos);
/* does a `diff --git` line name path as its new path? */
int parse_diffnames(const char *s, size_t n, const char *path, size_t pn);

/* git blame --incremental, a line at a time: 1 with a record complete
 * in bp->rec, 0 wanting more, -1 for a line that does not belong; the
 * author and summary come only with a commit's first record (hasauthor) */
typedef struct {
	char hex[65];             /* 64 hex digits at most */
	long orig, final, count;  /* lines: in that commit, now, how many */
	int boundary, hasauthor;
	char author[128];
	long long atime;
	int atz;
	char summary[256];
	char prevhex[65];         /* empty when the lines began there */
	const char *prevpath;     /* str_keep's: a path of any length; NULL: none */
	const char *filename;
} BlameRec;
typedef struct {
	int inrec;
	BlameRec rec;
} BlameParse;
int parse_blame_line(BlameParse *bp, const char *s, size_t n);
/* the first record of git blame --porcelain (originargv) into r: 0, or
 * -1 when s does not hold one whole (the blamed line after a tab ends it) */
int parse_blame_porcelain(const char *s, size_t n, BlameRec *r);

/* git log -L's output (logargv's format) a line at a time: LineCommit
 * a commit's line (into r), LinePatch a line of its patch (from its first
 * `diff --git` on; *inpatch says so, 0 at the start), LineSkip the rest */
enum { LineSkip, LineCommit, LinePatch };
int parse_linelog(int *inpatch, const char *s, size_t n, RevLine *r);
/* a `diff --git` line's new path (b/ and quotes gone) into out: its length, 0 if none */
size_t parse_diffpath(const char *s, size_t n, char *out, size_t cap);

/* a path as git prints it, C-quoted or not, to its bytes */
size_t parse_unquote(const char *s, size_t n, char *out, size_t cap);

/* a range-diff line as a patch line's kind: PatchFile a pair (= !),
 * PatchDel and PatchAdd one side only (< >); below, PatchHunk, PatchMeta
 * (## path ##), and by the outer sign PatchAdd, PatchDel, PatchContext */
int parse_range_line(const char *s, size_t n);

