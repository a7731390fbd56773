/* See LICENSE file for copyright and license details.
 *
 * usercmd.h: your own commands (config.h's usercmds[]) and Y, the
 * commit's reference on CLIPBOARD (usercmd.c). Needs gitview.h first.
 */
/* the words a command's argv may hold, %(commit) and so on */
enum { VarCommit, VarParent, VarMark, VarFile, VarLine, VarBranch, VarRepo,
       VarOld, VarNew, VarLast };  /* old, new: the external diff tool's files alone */

/* argv with each %(NAME) of vals' replaced by its value, the words
 * written to buf: how many (out NULL-ended), or -1 with *missing the
 * NAME that has no value (NULL when they do not fit). A value that would
 * start a word with '-' gets "./" before it, a branch "refs/heads/". */
int usercmd_expand(const char *const argv[], const char *const vals[VarLast],
                   const char **out, int outcap, char *buf, size_t cap,
                   const char **missing);
void usercmd_set(const UserCmd *cmds, int n);  /* the table, before the start */
void usercmd_setdiff(const char *const argv[]);  /* config.h's difftool[] */
void usercmd_setpatchdir(const char *dir);  /* config.h's patchdir, F's; "": none */
int usercmd_key(unsigned int mod, unsigned long keysym);  /* the command bound, or -1 */
void usercmd_run(int i);        /* run command i, or ask first */
int usercmd_asking(void);       /* a y/n question is in the status line */
void usercmd_answer(int yes);
const UserCmd *usercmd_get(int i);  /* NULL past the last */
void usercmd_words(int i, char *out, size_t cap);  /* its argv as written, on a line */
