/* See LICENSE file for copyright and license details.
 *
 * patch.h: the patch and the files it touches (patch.c) as the commit
 * and files panes read them. Needs hunk.h and util.h first.
 */
const Lines *patch_lines(void); /* a line's style: its Patch kind; data: its file */
const Side *patch_side(void);   /* its rows side by side */
const WordSpan *patch_word(int k);  /* line k's changed words */
int patch_words(void);          /* they are worked out and shown (W) */
int patch_sidebyside(void);
int patch_combined(void);       /* a merge's patch, combined (not M's other modes) */
int patch_remerge(void);        /* a merge's remerge-diff: its old side is no commit */
void patch_setside(int on);
int patch_row(int k);                /* the row of line k, side by side or not */
int patch_rowline(int r);             /* a line of row r */
int patch_rowstart(void);            /* the row the part shown starts at */
const Lines *patch_files(void); /* as shown: a line's style is its status */
const Lines *patch_paths(void); /* as git has them, NUL-ended */
const Lines *patch_links(void); /* submodules: "PATH\0HEX" */
int patch_nhdr(void);           /* files whose part of the patch came */
int patch_whole(void);          /* the selection's patch has come, all of it */
const int *patch_hdrs(void);    /* the line where each file's part starts */
int patch_narrow(void);         /* the file it is narrowed to, or -1 */
void patch_setnarrow(int k);
double patch_shown(void);
size_t patch_info(char *out, size_t cap);

/* the actions of keys and buttons (config.h) */
void patch_context(const Arg *arg);
void patch_togglepaths(const Arg *arg);
void patch_togglewords(const Arg *arg);
void patch_togglews(const Arg *arg);
void patch_togglemerge(const Arg *arg);
int patch_difftimeout(double now);  /* the loop's timeout: ms to the next, -1: none */
