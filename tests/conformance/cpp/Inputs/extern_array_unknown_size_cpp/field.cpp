// The definitions extern_array_unknown_size_cpp.cpp declares without a size.
namespace grid {
double field[1000];
}
int counts[1000];
