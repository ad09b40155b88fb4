// Makes the compiler, not the program, use the memory: a hundred million
// zeros written as macros, in one array. g++ lexes the whole expansion before
// it parses, so it passes the 1 GiB a compile gets in about a second (issue
// 10 measured 2.3 GB for a tenth of it).
#define A0 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
#define A1 A0, A0, A0, A0, A0, A0, A0, A0, A0, A0
#define A2 A1, A1, A1, A1, A1, A1, A1, A1, A1, A1
#define A3 A2, A2, A2, A2, A2, A2, A2, A2, A2, A2
#define A4 A3, A3, A3, A3, A3, A3, A3, A3, A3, A3
#define A5 A4, A4, A4, A4, A4, A4, A4, A4, A4, A4
#define A6 A5, A5, A5, A5, A5, A5, A5, A5, A5, A5
#define A7 A6, A6, A6, A6, A6, A6, A6, A6, A6, A6

int hundred_million[] = {A7};
