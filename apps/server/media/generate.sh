#!/bin/sh
# Regenerates the demo media (run from apps/server/media). The output is committed; this script documents it.
set -eu
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
DUR=20

make_clip() { # name source-filter tone-hz label
  name=$1; src=$2; hz=$3; label=$4
  mkdir -p "$name"
  ffmpeg -y -hide_banner -loglevel error \
    -f lavfi -i "$src=size=640x360:rate=25:duration=$DUR" \
    -f lavfi -i "sine=frequency=$hz:sample_rate=44100:duration=$DUR" \
    -vf "drawtext=fontfile=$FONT:text='$label  %{eif\:t\:d}s':fontsize=40:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=12:x=(w-tw)/2:y=h-th-30" \
    -c:v libx264 -preset veryfast -profile:v main -pix_fmt yuv420p -b:v 220k -maxrate 260k -bufsize 440k -g 50 \
    -c:a aac -b:a 48k -ac 1 -movflags +faststart "$name/$name.mp4"
  # HLS in two qualities from the MP4 (360p re-muxed, 240p re-encoded), 4-second segments, plus a master playlist.
  ffmpeg -y -hide_banner -loglevel error -i "$name/$name.mp4" -c copy -f hls -hls_time 4 -hls_playlist_type vod \
    -hls_segment_filename "$name/360p_%03d.ts" "$name/360p.m3u8"
  ffmpeg -y -hide_banner -loglevel error -i "$name/$name.mp4" -vf scale=426:240 \
    -c:v libx264 -preset veryfast -profile:v main -pix_fmt yuv420p -b:v 110k -maxrate 130k -bufsize 220k -g 50 \
    -c:a aac -b:a 32k -ac 1 -f hls -hls_time 4 -hls_playlist_type vod \
    -hls_segment_filename "$name/240p_%03d.ts" "$name/240p.m3u8"
  printf '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-STREAM-INF:BANDWIDTH=320000,RESOLUTION=640x360\n360p.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=160000,RESOLUTION=426x240\n240p.m3u8\n' > "$name/master.m3u8"
}

make_clip clip1 testsrc2 440 'MeEdu Demo 1'
make_clip clip2 smptehdbars 523 'MeEdu Demo 2'
make_clip clip3 rgbtestsrc 659 'MeEdu Demo 3'
