/* twice(x): x * FACTOR, FACTOR given with -D: the preprocessor runs first. */
	.text
	.globl	twice
	.type	twice,@function
twice:
	imull	$FACTOR, %edi, %eax
	ret
	.size	twice, .-twice
	.section	.note.GNU-stack,"",@progbits
