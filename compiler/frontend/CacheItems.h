// The items of a cache directive (2.10) as written. Clang 22 drops an item whose bounds name a
// variable declared in the loop (`cache(a[i-1:3])`, its own variable: "directive has no effect",
// a warning Acorn turns off, since NVHPC and GCC take the item), so the AST holds only some of
// them: the rest are read here from the directive's text, so that none goes unreported. 2.10 asks
// for a constant length; GCC takes a run-time one without a word and the directive is a hint, so
// such an item is a warning (it is not staged, the loop reads the array where it is).
#pragma once

#include "frontend/Reporter.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Lex/Preprocessor.h"

#include <string>
#include <vector>

namespace acorn {

/// One item of a cache directive's var-list.
struct WrittenCacheItem {
  std::string Text;                  ///< as written
  clang::SourceLocation Loc;         ///< its first token
  const clang::Expr *Kept = nullptr; ///< Clang's expression; null when Clang dropped the item
};

/// The items of Cache as written, in order; only those of the AST when its text cannot be read
/// (a directive written by a macro).
std::vector<WrittenCacheItem> writtenCacheItems(const clang::OpenACCCacheConstruct *Cache, const clang::ASTContext &Ctx);

/// Warns at each cache item whose length is not a constant (2.10), also at items Clang dropped.
/// PP resolves macros in the text of those.
void warnCacheLengths(clang::ASTContext &Ctx, const clang::Preprocessor &PP, Reporter &Diags);

} // namespace acorn
