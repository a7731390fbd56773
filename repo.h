/* See LICENSE file for copyright and license details.
 *
 * repo.h: the repository (repo.c), as git named it at the start.
 * Needs pipe.h first.
 */
void repo_find(Proc *beside);   /* not a repository: git's word, exit 1 */
int repo_revargs(const char *const *user, int n, Proc *beside);  /* arguments before the paths */
const char *repo_name(void);
int repo_hashbytes(void);
const char *repo_topdir(void);  /* NULL when bare */
const char *repo_gitdir(void);  /* absolute: HEAD's; NULL before the start */
const char *repo_commondir(void);  /* absolute: the refs' and objects' */
void repo_setname(const char *name);  /* the unit tests' */
