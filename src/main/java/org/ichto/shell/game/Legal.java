package org.ichto.shell.game;

import java.util.List;

/**
 * What the actor may decide now: decisions listed one by one, plus open choices described compactly.
 * Empty once the game is over.
 *
 * @param <D> the game's decision type
 */
public interface Legal<D> {
    List<D> listed();

    List<? extends OpenChoice<D>> open();

    default boolean isEmpty() {
        return listed().isEmpty() && open().isEmpty();
    }

    /** Uniformly among the listed decisions and the open choices (each open choice counting as one). */
    default D sample(SeededRandom rng) {
        List<D> listed = listed();
        List<? extends OpenChoice<D>> open = open();
        int k = rng.nextInt(listed.size() + open.size());
        return k < listed.size() ? listed.get(k) : open.get(k - listed.size()).sample(rng);
    }

    /** Decisions listed one by one and nothing else. */
    static <D> Legal<D> of(List<D> listed) {
        List<D> copy = List.copyOf(listed);
        return new Legal<>() {
            @Override
            public List<D> listed() {
                return copy;
            }

            @Override
            public List<OpenChoice<D>> open() {
                return List.of();
            }
        };
    }
}
