//! Large buffers: traces and tables of tens of megabytes.

/// Asks the kernel to back a large buffer with huge pages where it can (Linux's transparent huge
/// pages in "madvise" mode): a fresh trace otherwise spends most of its recording time faulting
/// in tens of megabytes 4 KiB at a time (6× the untraced search, against 2× into a reused
/// trace). Only the whole pages inside the buffer are advised; elsewhere, or if the kernel
/// declines, nothing changes.
pub fn advise_huge_pages<T>(buffer: &mut [std::mem::MaybeUninit<T>]) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let start = buffer.as_mut_ptr() as usize;
        let end = start + std::mem::size_of_val(buffer);
        let first = start.next_multiple_of(PAGE);
        if end > first + (2 << 20) {
            let length = (end - first) / PAGE * PAGE;
            // SAFETY: the range lies inside the buffer's own allocation, and MADV_HUGEPAGE
            // changes only how the kernel backs it, never its contents.
            unsafe {
                libc::madvise(first as *mut libc::c_void, length, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = buffer;
}

/// An empty vector with room for `n` items, that room advised to huge pages (a search's stack of
/// frames half a million deep is tens of megabytes, faulted in as the search first descends).
pub fn with_capacity<T>(n: usize) -> Vec<T> {
    let mut items = Vec::with_capacity(n);
    advise_huge_pages(items.spare_capacity_mut());
    items
}

/// `n` zeroed words, backed by huge pages where the kernel allows and touched now, so that the
/// searches that use them do not pay a page fault on every first visit.
pub fn zeroed_words<T: Copy + Default>(n: usize) -> Vec<T> {
    let mut words = with_capacity(n);
    words.resize(n, T::default());
    words
}

/// Asks the processor to bring `item` into the cache ahead of its use (a hint: it reads nothing
/// and cannot fault). Both the first and the last byte's cache lines are fetched, in case `item`
/// straddles two.
#[inline]
#[cfg_attr(not(target_arch = "x86_64"), allow(unused_variables))]
pub fn prefetch<T: ?Sized>(item: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        let first = std::ptr::from_ref(item).cast::<i8>();
        // SAFETY: a prefetch is only a hint: it reads no memory and cannot fault; the last
        // byte's address is inside `item`.
        unsafe {
            _mm_prefetch::<_MM_HINT_T0>(first);
            _mm_prefetch::<_MM_HINT_T0>(first.add(std::mem::size_of_val(item).max(1) - 1));
        }
    }
}
