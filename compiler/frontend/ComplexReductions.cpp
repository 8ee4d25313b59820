#include "frontend/ComplexReductions.h"

#include "frontend/ASTWalk.h"

#include "clang/AST/Expr.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace acorn {

ComplexReductionFilter *ComplexReductionFilter::install(DiagnosticsEngine &Engine) {
  auto *Filter = new ComplexReductionFilter;
  DiagnosticFilter::install(Engine, Filter);
  return Filter;
}

// A complex type, or an array of them.
static bool isComplexValued(QualType T) {
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType();
  return T->isAnyComplexType();
}

// An array of arithmetic values (Clang rejects it as the element type of an array of arrays).
static bool isArithmeticArray(QualType T) {
  if (!T->isArrayType())
    return false;
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType();
  return T->isArithmeticType();
}

// What Clang 22 rejects and Acorn may reduce: complex values, arrays of arithmetic values (an array
// of arrays, or a struct's array member: Clang names the member's type), and a struct's members
// that are structs or arrays of them.
static bool setAsideType(QualType T) {
  if (isComplexValued(T) || isArithmeticArray(T))
    return true;
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType();
  return T->isRecordType();
}

// A variable that Acorn reduces: complex values, arrays of arithmetic values, and composite
// variables (`struct H { int v[4]; }`, `std::array<int, 4>`: 2.5.15 reduces each member, element
// by element for an array member; analysis/ReductionItems says which members it cannot), alone or
// as the elements of an array (an array of arrays of them is not reduced).
static bool restorableType(QualType T) {
  const auto *Array = dyn_cast<ConstantArrayType>(T.getCanonicalType().getTypePtr());
  if (Array && Array->getElementType()->isRecordType())
    return true;
  return isComplexValued(T) || isArithmeticArray(T) || T->isRecordType();
}

// Whether the rejection names what Acorn reduces: a type, or a class (Clang names the class it
// finds no aggregate: one with constructors, `std::complex<double>`).
static bool setAsideArgument(const Diagnostic &Info) {
  if (Info.getArgKind(0) == DiagnosticsEngine::ak_qualtype)
    return setAsideType(QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(0))));
  return Info.getArgKind(0) == DiagnosticsEngine::ak_nameddecl &&
         isa<RecordDecl>(reinterpret_cast<const NamedDecl *>(Info.getRawArg(0)));
}

bool ComplexReductionFilter::holdBack(DiagnosticsEngine::Level, const Diagnostic &Info) {
  if (Info.getID() != diag::err_acc_reduction_type || Info.getNumArgs() == 0 || !setAsideArgument(Info))
    return false;
  SetAside.push_back(Info.getLocation());
  return true;
}

// The item of a var-list around Loc (Clang points at a member's name), as written: from the comma,
// colon or parenthesis before it to the one after it, outside brackets.
static std::string itemAround(const SourceManager &SM, SourceLocation Loc) {
  bool Invalid = false;
  SourceLocation At = SM.getExpansionLoc(Loc);
  llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(At), &Invalid);
  size_t Offset = SM.getFileOffset(At);
  if (Invalid || Offset >= Buffer.size())
    return "";
  auto Outside = [&](size_t I, int Step, size_t Stop) {
    for (int Depth = 0; I != Stop; I += Step) {
      char C = Buffer[I];
      if (C == '\n' || (Depth == 0 && (C == ',' || C == ':' || C == '(' || C == ')')))
        break;
      Depth += (C == '[') == (Step > 0) && (C == '[' || C == ']') ? 1 : (C == '[' || C == ']') ? -1 : 0;
    }
    return I;
  };
  size_t Begin = Outside(Offset, -1, size_t(-1)) + 1, End = Outside(Offset, 1, Buffer.size());
  return Buffer.slice(Begin, End).trim().str();
}

std::string ComplexReductionFilter::reword(const Diagnostic &Info) {
  // Argument 0 selects the list without "member of a composite variable": the reduction clause's.
  if (Info.getID() != diag::err_acc_not_a_var_ref || Info.getNumArgs() == 0 ||
      Info.getRawArg(0) != 0 || !Info.hasSourceManager())
    return "";
  std::string Item = itemAround(Info.getSourceManager(), Info.getLocation());
  size_t Bracket = std::min(Item.find('['), Item.size());
  llvm::StringRef Path = llvm::StringRef(Item).take_front(Bracket);
  if (!Path.contains('.') && !Path.contains("->"))
    return "";
  return "'" + Item + "' is a member of a struct or class, which cannot be a reduction variable (2.5.15: a " +
         "scalar or aggregate variable, an array element or a section); reduce a local variable and store it " +
         "into the member after the loop";
}

namespace {

class Restorer : public ASTWalk<Restorer> {
public:
  Restorer(ASTContext &Ctx, const std::vector<SourceLocation> &SetAside, Reporter &Diags)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), SetAside(SetAside), Diags(Diags) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitOpenACCComputeConstruct(OpenACCComputeConstruct *S) { return restore(S); }
  bool VisitOpenACCLoopConstruct(OpenACCLoopConstruct *S) { return restore(S); }
  bool VisitOpenACCCombinedConstruct(OpenACCCombinedConstruct *S) { return restore(S); }

private:
  // The clauses of S whose set-aside variables are found get them back (a clause is replaced by
  // one with the longer list, in the construct's own clause array).
  bool restore(OpenACCAssociatedStmtConstruct *S) {
    ArrayRef<const OpenACCClause *> Clauses = S->clauses();
    const Stmt *Body = S->children().empty() ? nullptr : *S->children().begin();
    for (size_t I = 0; I < Clauses.size(); ++I) {
      const auto *R = dyn_cast<OpenACCReductionClause>(Clauses[I]);
      if (!R)
        continue;
      std::vector<Expr *> Vars(R->getVarList().begin(), R->getVarList().end());
      std::vector<OpenACCReductionRecipeWithStorage> Recipes;
      for (const OpenACCReductionRecipe &Recipe : R->getRecipes())
        Recipes.emplace_back(Recipe.AllocaDecl, Recipe.CombinerRecipes);
      for (SourceLocation Loc : SetAside)
        if (SM.isPointWithin(Loc, R->getBeginLoc(), R->getEndLoc()) && !listed(R, Loc))
          if (Expr *Var = variableAt(Loc, R->getReductionOp(), Body)) {
            Vars.push_back(Var);
            Recipes.push_back(OpenACCReductionRecipeWithStorage::Empty());
          }
      if (Vars.size() == R->getVarList().size())
        continue;
      const_cast<const OpenACCClause **>(Clauses.data())[I] = OpenACCReductionClause::Create(
          Ctx, R->getBeginLoc(), R->getLParenLoc(), R->getReductionOp(), Vars, Recipes, R->getEndLoc());
    }
    return true;
  }

  // A template's own construct keeps a variable of dependent type (Clang sets aside those of its
  // instantiations).
  static bool listed(const OpenACCReductionClause *R, SourceLocation Loc) {
    return llvm::any_of(R->getVarList(), [&](const Expr *E) { return E->getBeginLoc() == Loc; });
  }

  // The variable named at Loc, as a reference of the construct's statement Body sees it.
  Expr *variableAt(SourceLocation Loc, OpenACCReductionOperator Op, const Stmt *Body) {
    Token Name;
    SourceLocation Spelling = SM.getSpellingLoc(Loc);
    // Only a whole variable is put back: its name alone between the clause's separators.
    std::optional<Token> After;
    if (!Lexer::getRawToken(Spelling, Name, SM, Ctx.getLangOpts()) && Name.is(tok::raw_identifier))
      After = Lexer::findNextToken(Spelling, SM, Ctx.getLangOpts());
    if (!After || !(After->is(tok::comma) || After->is(tok::r_paren))) {
      Diags.unsupported(Loc, "a reduction on an element or a section of '_Complex' values, of an array of arrays or of "
                             "structs with array members");
      return nullptr;
    }
    StringRef Spelled = Name.getRawIdentifier();
    // (A variable the construct declares is not in scope at its clauses.)
    const VarDecl *Var = usedVariable(Body, Spelled, [&](const VarDecl *V) {
      return !Body || !SM.isPointWithin(V->getLocation(), Body->getBeginLoc(), Body->getEndLoc());
    });
    if (Var && Var->getType()->isDependentType())
      return nullptr; // a template's construct: its instantiations reduce
    if (!Var) {
      Diags.warning(Loc, "the reduction on '" + Spelled.str() + "' has no effect: the construct does not use it");
      return nullptr;
    }
    if (!restorableType(Var->getType().getNonReferenceType())) {
      Diags.unsupported(Loc, "a reduction on '" + Spelled.str() + "' of type '" + Var->getType().getAsString() +
                                 "' (an array of structs)");
      return nullptr;
    }
    if (isComplexValued(Var->getType().getNonReferenceType()) && Op != OpenACCReductionOperator::Addition &&
        Op != OpenACCReductionOperator::Multiplication) {
      Diags.error(Loc, "'" + Spelled.str() + "' has type '" + Var->getType().getAsString() +
                           "': complex values are reduced with '+' or '*' only");
      return nullptr;
    }
    return DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), SourceLocation(), const_cast<VarDecl *>(Var), false,
                               Loc, Var->getType().getNonReferenceType(), VK_LValue);
  }

  ASTContext &Ctx;
  SourceManager &SM;
  const std::vector<SourceLocation> &SetAside;
  Reporter &Diags;
};

} // namespace

void restoreComplexReductions(ASTContext &Ctx, const ComplexReductionFilter &Filter, Reporter &Diags) {
  if (Filter.setAside().empty())
    return;
  Restorer(Ctx, Filter.setAside(), Diags).TraverseAST(Ctx);
}

} // namespace acorn
